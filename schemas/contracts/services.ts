import type { RegistrationBonusOffer } from '../wire/bonuses';
import type { DepositBonusOffer } from '../wire/money';
import { defineService } from './define-contract';

/**
 * Services one plugin exposes and others (or the core) call, with their interface. Whoever calls one must
 * cope with its absence: the providing plugin may be off on this site (`runtime.services.get` → undefined).
 */

/** The support chat (a chat plugin): `#chat`, the footer's and the CMS's chat buttons open it. */
export const CHAT_SERVICE = defineService<{ open(): void }>('chat');

/**
 * The bonuses plugin's offers for other screens: the sign-up screen shows what a new player gets, the cashbox's
 * `/deposit-bonus` step what a deposit may bring. Absent (bonuses off on the site): no offers are shown.
 */
export const BONUS_OFFERS_SERVICE = defineService<{
  registrationOffers(currency: string): Promise<RegistrationBonusOffer[]>;
  depositOffers(currency: string, amountCents?: number): Promise<DepositBonusOffer[]>;
}>('bonus-offers');

/**
 * The game running on the game page (game-page plugin), for safer-gambling screens that must stop play: the reality
 * check pauses the game while it shows. Absent (game page off on the site): there is no game to pause.
 */
export const GAME_PAUSE_SERVICE = defineService<{
  /** The game open in the page's frame now, or `null` (no game page, or it shows a notice instead of a game). */
  running(): { gameIdentifier: string; mode: 'real' | 'demo' } | null;
  /** Calls `listener` whenever a game opens or closes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Covers the game's frame so it takes no input until the returned resume runs (every pause must be resumed). */
  pause(reason: string): () => void;
}>('game-pause');

/**
 * Webview / iframe mode (embedded-mode plugin, spec part 1 §1): while the site runs inside the betting site's frame
 * or an app's webview, screens tell the parent instead of acting alone — `close` (the player is done here: an exit
 * prompt, a close button), `redirect` (open this address in the parent), `refresh_user` (sign-in or balance
 * changed). Absent, or `embedded()` false: the site is on its own; callers act as usual.
 */
export const EMBEDDED_MODE_SERVICE = defineService<{
  embedded(): boolean;
  close(): void;
  /** Asks the parent to open `url`; `false` when not embedded (the caller navigates itself). */
  redirect(url: string): boolean;
  refreshUser(): void;
}>('embedded-mode');

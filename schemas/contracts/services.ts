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

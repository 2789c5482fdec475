import { formatMoney } from '@core/index';
import type { BetHistoryEntry } from '@schemas/wire/game-history';

/** An amount of the history in the core's money format (DESIGN §5). */
export const money = (cents: number, currency: string, locale: string) => formatMoney(cents, currency, locale).text;

/** A result with its sign: `+€12.00`, `−€3.00`, `€0.00` (a true minus, not a hyphen). */
export function signedMoney(cents: number, currency: string, locale: string): string {
  const text = money(Math.abs(cents), currency, locale);
  return cents > 0 ? `+${text}` : cents < 0 ? `−${text}` : text;
}

/**
 * The studio's name as players know it: the platform's `provider_title` when it sends one, else the
 * identifier made readable (`pixel-pharaoh` → `Pixel Pharaoh`) rather than shown as a code name.
 */
export function providerLabel(entry: Pick<BetHistoryEntry, 'provider' | 'provider_title' | 'game'>): string {
  if (entry.provider_title) return entry.provider_title;
  const slug = entry.provider || entry.game.split('/')[0] || '';
  return slug
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

/** What a round won or lost the player: wins minus bets. */
export const net = (entry: Pick<BetHistoryEntry, 'total_bets' | 'total_wins'>) => entry.total_wins - entry.total_bets;

/** The local calendar day of an instant, to group rounds by day. */
export const localDay = (iso: string) => {
  const at = new Date(iso);
  return `${at.getFullYear()}-${at.getMonth()}-${at.getDate()}`;
};

const SUITS: Record<string, { glyph: string; red: boolean }> = { S: { glyph: '♠', red: false }, H: { glyph: '♥', red: true }, D: { glyph: '♦', red: true }, C: { glyph: '♣', red: false } };

/** A card code (`AS`, `TD`, `??` for the dealer's hidden card) as rank and suit glyph; null for a hidden card. */
export function cardFace(code: string): { rank: string; suit: string; red: boolean } | null {
  const suit = SUITS[code.slice(-1)];
  if (!suit || code.length < 2) return null;
  const rank = code.slice(0, -1);
  return { rank: rank === 'T' ? '10' : rank, suit: suit.glyph, red: suit.red };
}

/** A multiplier as players read it: `2.47×`. */
export const multiplierText = (value: number, locale: string) =>
  `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}×`;

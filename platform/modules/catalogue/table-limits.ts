import type { Db } from '../../db/database';
import type { TableLimit, WireGame } from '../../../schemas/wire/games';
import { friendlyMinorUnits } from '../info/public';

/**
 * Table limits of live and table games (issue 21: "live and table categories show their table limits"):
 * the smallest and the largest single bet a table takes, per currency, sent as the game's `table_limits`
 * (schemas/wire/games.ts). Stated in euros per kind of table, like a studio's table sheet, and made friendly
 * per currency (info's `friendlyMinorUnits`: €0.50 is 0.50 $, 5 kr, ¥50). Chosen from the game's categories
 * and title words, never drawn: the same table always has the same limits.
 *
 * RNG table games take the game studio's default roulette limits (0.10 to 500 a bet,
 * game-studio/engines/roulette-bets.ts). Engines check a stake against `tableLimits` (public.ts).
 */
interface EuroLimits {
  min: number;
  max: number;
}

const RNG_TABLE: EuroLimits = { min: 0.1, max: 500 };

/** Live tables per family: standard, high-roller (VIP words in the title) and fast (speed words) tables. */
const LIVE_TABLES: Record<string, { standard: EuroLimits; high: EuroLimits; fast: EuroLimits }> = {
  'live-roulette': { standard: { min: 0.5, max: 5_000 }, high: { min: 10, max: 20_000 }, fast: { min: 0.2, max: 2_000 } },
  'live-blackjack': { standard: { min: 5, max: 2_500 }, high: { min: 50, max: 10_000 }, fast: { min: 1, max: 1_000 } },
  'live-baccarat': { standard: { min: 1, max: 5_000 }, high: { min: 25, max: 25_000 }, fast: { min: 0.5, max: 2_500 } },
  'live-poker': { standard: { min: 0.5, max: 1_000 }, high: { min: 5, max: 5_000 }, fast: { min: 0.5, max: 500 } },
  'game-shows': { standard: { min: 0.1, max: 2_500 }, high: { min: 1, max: 5_000 }, fast: { min: 0.1, max: 1_000 } },
};
const HIGH_WORDS = ['VIP', 'Prestige', 'Diamond', 'Velvet', 'Royal', 'Grand'];
const FAST_WORDS = ['Speed', 'Turbo', 'Auto'];

/** What a game's table limits are in euros, or null for a game that is not a table (slots, crash). */
export function euroTableLimits(game: Pick<WireGame, 'title' | 'categories'>): EuroLimits | null {
  const categories = game.categories ?? [];
  if (categories.includes('live')) {
    const family = LIVE_TABLES[Object.keys(LIVE_TABLES).find((c) => categories.includes(c)) ?? 'game-shows']!;
    const words = game.title.split(/\s+/);
    if (words.some((w) => HIGH_WORDS.includes(w))) return family.high;
    if (words.some((w) => FAST_WORDS.includes(w))) return family.fast;
    return family.standard;
  }
  return categories.includes('table') ? RNG_TABLE : null;
}

/**
 * A game's `table_limits`: one entry per real currency it is offered in (not `FUN`: demo tables show the
 * player's own currency's limits), or null when it is no table.
 */
export function tableLimitsFor(game: Pick<WireGame, 'title' | 'categories' | 'currencies'>): Record<string, TableLimit> | null {
  const limits = euroTableLimits(game);
  if (!limits) return null;
  const out: Record<string, TableLimit> = {};
  for (const currency of Object.keys(game.currencies)) {
    const min = friendlyMinorUnits(limits.min, currency);
    const max = friendlyMinorUnits(limits.max, currency);
    if (min !== null && max !== null) out[currency] = { min_cents: min, max_cents: max };
  }
  return out;
}

/** The limits of a catalogue game's table in one currency, or null (no such game, not a table, not that currency). */
export function tableLimits(db: Db, identifier: string, currency: string): TableLimit | null {
  const payload = db.prepare('SELECT payload FROM games WHERE identifier = ?').pluck().get(identifier) as string | undefined;
  if (payload === undefined) return null;
  const limits = (JSON.parse(payload) as WireGame).table_limits;
  return limits?.[currency] ?? null;
}

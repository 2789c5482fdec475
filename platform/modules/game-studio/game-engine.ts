import { isCryptoCurrency } from '../../../config/currencies';
import type { Db } from '../../db/database';
import { DEMO_CURRENCY } from '../../../config/currencies';
import { gameEngineFacts, tableLimits } from '../catalogue/public';
import { engineForGame, slotFamilyForGame, type EngineKind, type GameEngine } from './engines/engine-for-game';
import { DEFAULT_ROULETTE_LIMITS, type RouletteLimits } from './engines/roulette-bets';
import { SLOT_FAMILY_IDS, type SlotFamilyId } from './engines/slot-family';

/**
 * Which engine plays a game on this platform: `engineForGame` over the catalogue's facts (categories,
 * volatility). A game the catalogue does not know plays a slot, its family by hash, like an uncategorised one.
 */
export function engineOfGame(db: Db, identifier: string): GameEngine {
  return engineForGame(gameEngineFacts(db, identifier) ?? { identifier, categories: [] });
}

/** What a session stores of its engine: the kind, and the slot family (null for other kinds). */
export const engineColumns = (engine: GameEngine): { kind: EngineKind; variant: string | null } => ({
  kind: engine.kind,
  variant: engine.kind === 'slot' ? engine.family : null,
});

const isFamily = (value: string | null): value is SlotFamilyId => value !== null && (SLOT_FAMILY_IDS as readonly string[]).includes(value);

/**
 * The engine a session plays: the one chosen when it was opened (the catalogue may have changed since). Slot
 * sessions opened before the studio (no family stored) play the family their game maps to.
 */
export function sessionEngine(db: Db, session: { kind: EngineKind; variant: string | null; game_identifier: string }): GameEngine {
  switch (session.kind) {
    case 'slot': {
      if (isFamily(session.variant)) return { kind: 'slot', family: session.variant };
      const engine = engineOfGame(db, session.game_identifier);
      return engine.kind === 'slot' ? engine : { kind: 'slot', family: slotFamilyForGame({ identifier: session.game_identifier }) };
    }
    case 'live-roulette':
      return { kind: 'live-roulette', tableId: session.game_identifier };
    default:
      return { kind: session.kind };
  }
}

/**
 * Stakes scale with the currency like the slot's bet steps always did: crypto counts 1/10^8 of a coin, so its
 * amounts are a thousand times the fiat ones (a 0.10 EUR chip is 0.0001 of a coin).
 */
export const stakeUnit = (currency: string): number => (isCryptoCurrency(currency) ? 1000 : 1);

/**
 * The stake range a table game takes in a currency: the limits its tile shows (catalogue's `tableLimits`;
 * a demo table plays with the euro table's), else 0.10 to 500 (EUR-like cents, scaled for crypto).
 */
export function stakeLimits(db: Db, identifier: string, currency: string): { min: number; max: number } {
  const shown = tableLimits(db, identifier, currency === DEMO_CURRENCY ? 'EUR' : currency);
  if (shown && shown.min_cents > 0 && shown.max_cents >= shown.min_cents) return { min: shown.min_cents, max: shown.max_cents };
  const unit = stakeUnit(currency);
  return { min: DEFAULT_ROULETTE_LIMITS.min_bet_cents * unit, max: DEFAULT_ROULETTE_LIMITS.max_bet_cents * unit };
}

/** Roulette and live-table limits: each bet within the table's stake range, a round's bets together up to four maximum bets. */
export function rouletteLimits(db: Db, identifier: string, currency: string): RouletteLimits {
  const { min, max } = stakeLimits(db, identifier, currency);
  const ratio = DEFAULT_ROULETTE_LIMITS.max_total_cents / DEFAULT_ROULETTE_LIMITS.max_bet_cents;
  return { ...DEFAULT_ROULETTE_LIMITS, min_bet_cents: min, max_bet_cents: max, max_total_cents: max * ratio };
}

/** Chips a roulette page offers: the usual values within the table's range (at least its minimum). */
export function rouletteChips(db: Db, identifier: string, currency: string): number[] {
  const { min, max } = stakeLimits(db, identifier, currency);
  const unit = stakeUnit(currency);
  const chips = [10, 50, 100, 500, 2000, 10000, 50000].map((c) => c * unit).filter((c) => c >= min && c <= max);
  return chips.length >= 3 ? chips.slice(0, 6) : [min, min * 5, min * 10, min * 50].filter((c) => c <= max);
}

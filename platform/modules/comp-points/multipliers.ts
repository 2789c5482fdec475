import type { Db } from '../../db/database';

/**
 * The extension point through which modules above comp points raise (or lower) what a player earns, without comp
 * points knowing them (VIP subscription tiers, platform/README.md "extension point of the lower one"). A multiplier
 * gets the round's database, player and currency and answers a factor; the factors of every registered multiplier
 * are multiplied together.
 */
export type AccrualMultiplier = (db: Db, playerId: number, currency: string) => number;

/** No single factor can make a bet earn more than this many times its points (a typo of 100 for 1.00). */
export const MAX_MULTIPLIER = 10;

// A set: registering the same function again (a second platform in one process, as in tests) changes nothing.
// Pass a module-level function, not a fresh closure per platform; it reads its own tables through the `db` it gets.
const multipliers = new Set<AccrualMultiplier>();

/** Called from a module's `register` (or at import): its factor applies to every accrual from then on. */
export function addAccrualMultiplier(fn: AccrualMultiplier): void {
  multipliers.add(fn);
}

/** Tests only: forget a registered multiplier. */
export function removeAccrualMultiplier(fn: AccrualMultiplier): void {
  multipliers.delete(fn);
}

/**
 * The product of every factor for this player and currency. A factor that throws or is not a finite non-negative
 * number counts as 1 and is logged: accrual runs inside the round's transaction, and a broken extension must not
 * roll the player's bet back. Each factor is capped at MAX_MULTIPLIER.
 */
export function accrualMultiplier(db: Db, playerId: number, currency: string): number {
  let product = 1;
  for (const fn of multipliers) {
    let factor: number;
    try {
      factor = fn(db, playerId, currency);
    } catch (error) {
      console.error('[comp-points] accrual multiplier failed', error);
      continue;
    }
    if (!Number.isFinite(factor) || factor < 0) {
      console.error(`[comp-points] accrual multiplier answered ${String(factor)}; counted as 1`);
      continue;
    }
    product *= Math.min(factor, MAX_MULTIPLIER);
  }
  return product;
}

import type { Db } from '../../db/database';

/**
 * An extension point of bonuses: how many deposits of a player succeeded. Payments owns that fact and sits
 * above bonuses (it asks bonuses whether a chosen offer is valid), so it provides the count from its
 * `register` instead of bonuses reading its table or both depending on each other. Without payments (a
 * platform of bonuses alone, a module test) nobody has deposited.
 */
export type DepositCounter = (playerId: number) => number;

// Keyed by database, like the wallet's event binding: one platform per open database.
const counters = new WeakMap<Db, DepositCounter>();

export function provideDepositCounter(db: Db, counter: DepositCounter) {
  counters.set(db, counter);
}

export const succeededDeposits = (db: Db, playerId: number): number => counters.get(db)?.(playerId) ?? 0;

import type { Db } from '../../db/database';
import { transaction } from '../../db/transaction';

/**
 * An extension point of lootboxes: engines that give boxes on a schedule of their own (the wheel's daily spin, a
 * spin an operator granted) issue what is due to a player just before the player's boxes are listed, instead of
 * a job issuing boxes to every player every day. A provider is idempotent (it issues by a `sourceRef` such as
 * `wheel:daily:2026-11-24`); each runs in its own transaction, and one that fails is logged and does not keep the
 * list from the player.
 */
export type DueBoxesProvider = (playerId: number, now: Date) => void;

// Keyed by database, like bonuses' deposit counter: one platform per open database.
const providers = new WeakMap<Db, DueBoxesProvider[]>();

export function provideDueBoxes(db: Db, provider: DueBoxesProvider) {
  providers.set(db, [...(providers.get(db) ?? []), provider]);
}

export function issueDueBoxes(db: Db, playerId: number, now: Date) {
  for (const provider of providers.get(db) ?? []) {
    try {
      transaction(db, () => provider(playerId, now)).immediate();
    } catch (error) {
      console.error('[platform] lootboxes: a due-boxes provider failed:', error);
    }
  }
}

import { transaction } from '../../db/transaction';
import type { ScheduledJob } from '../../scheduler';
import type { LootboxContext } from './issue';
import { pushLootboxAfterCommit } from './pushes';

/**
 * The scheduler's job `lootboxes.expire`: issued boxes whose `valid_until` passed become `expired`, each in its own
 * transaction that marks it only if it is still issued (an activation that won the race keeps it), then pushes
 * `lootboxes_changes`. Keeps no memory: runs twice, or after a crash, without harm.
 */
export function lootboxExpiryJob(ctx: LootboxContext): ScheduledJob {
  const { db } = ctx;
  return {
    name: 'lootboxes.expire',
    run(now) {
      const at = now.toISOString();
      const due = db.prepare("SELECT id FROM lootboxes WHERE stage = 'issued' AND valid_until <= ? ORDER BY id").pluck().all(at) as number[];
      for (const id of due) {
        transaction(db, () => {
          const marked = db.prepare("UPDATE lootboxes SET stage = 'expired', expired_at = ? WHERE id = ? AND stage = 'issued'").run(at, id);
          if (marked.changes > 0) pushLootboxAfterCommit(ctx, id);
        }).immediate();
      }
    },
    nextDueAt: () => db.prepare("SELECT MIN(valid_until) FROM lootboxes WHERE stage = 'issued'").pluck().get() as string | null,
  };
}

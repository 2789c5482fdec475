import { afterCommit } from '../../db/transaction';
import type { LootboxContext } from './issue';
import { readLootbox } from './store';
import { lootboxToWire } from './view';

/**
 * `lootboxes_changes` (WIRE.md: private, the whole box): queued inside the transaction that changed the box, sent
 * once it committed, with the box as committed (read again then). Nothing goes out on rollback.
 */
export function pushLootboxAfterCommit(ctx: LootboxContext, lootboxId: number) {
  afterCommit(ctx.db, () => {
    const row = readLootbox(ctx.db, lootboxId);
    if (!row) return;
    ctx.events.emit({ scope: 'private', playerId: row.player_id, channel: 'lootboxes_changes', event: 'lootboxes_changes', payload: lootboxToWire(ctx.db, row, ctx.clock.now()) });
  });
}

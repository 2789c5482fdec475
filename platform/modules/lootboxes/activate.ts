import { randomInt } from 'node:crypto';
import type { LootboxRefusal, WireLootboxActivation } from '../../../schemas/wire/lootboxes';
import { transaction } from '../../db/transaction';
import { issuePrizeGift, mayIssueBonuses } from '../bonuses/public';
import { drawItem, type DrawWeight } from './draw';
import type { LootboxContext } from './issue';
import { giftsOf, isPrizeBonus } from './prize-terms';
import { pushLootboxAfterCommit } from './pushes';
import { itemsOf, jsonList, readDraw, readLootbox } from './store';
import { drawToWire, itemToWire, lootboxToWire } from './view';

export type ActivationResult = { ok: true; answer: WireLootboxActivation } | { ok: false; reason: LootboxRefusal | 'not_found' };

/** A fresh 32-bit seed per draw, from the OS; recorded with the draw, so the outcome can be replayed. */
export const freshSeed = () => randomInt(0, 2 ** 32);

/** Thrown inside the transaction to roll back what it wrote (the mark, a gift issued before) and refuse. */
class Refused extends Error {
  constructor(readonly reason: LootboxRefusal) {
    super(reason);
  }
}

/**
 * Opens a player's box (POST /api/player/lootboxes/{id}/activation), in ONE transaction: checks it is theirs (404
 * otherwise), still `issued` and in time (422 `already_activated`, `expired`) and that the player may be given
 * bonuses (422 `bonuses_disabled`); marks it activated (only if nobody did: mark, then give), draws an item by
 * weight from a fresh seed, issues the item's bonuses through the bonuses engine, and records the draw. A refusal
 * at any step rolls everything back: no mark, no draw, no gift. `lootboxes_changes` (and the bonuses engine's
 * pushes) go out after the commit.
 */
export function activateLootbox(ctx: LootboxContext, playerId: number, id: number, seedOf: () => number = freshSeed): ActivationResult {
  const { db } = ctx;
  const now = ctx.clock.now().toISOString();
  try {
    return transaction(db, (): ActivationResult => {
      const box = readLootbox(db, id);
      if (!box || box.player_id !== playerId) return { ok: false, reason: 'not_found' };
      if (box.stage === 'activated') throw new Refused('already_activated');
      if (box.stage === 'expired' || box.valid_until <= now) throw new Refused('expired');
      if (!mayIssueBonuses(ctx, playerId)) throw new Refused('bonuses_disabled');

      const marked = db.prepare("UPDATE lootboxes SET stage = 'activated', activated_at = ? WHERE id = ? AND stage = 'issued'").run(now, id);
      if (marked.changes === 0) throw new Refused('already_activated');

      const items = itemsOf(db, id);
      const weights: DrawWeight[] = items.map((item) => [item.id, item.weight]);
      const seed = seedOf();
      const outcome = drawItem(seed, box.id, weights);
      if (!outcome) throw new Refused('prize_unavailable');
      const item = items.find((candidate) => candidate.id === outcome.itemId)!;
      const gifts = giftsOf(jsonList<unknown>(item.prize_bonuses).filter(isPrizeBonus), box.currency);
      if (gifts === null) throw new Refused('prize_unavailable');

      const issued = gifts.map((gift, index) => {
        const result = issuePrizeGift(ctx, { ...gift, playerId, currency: box.currency, sourceRef: `lootbox:${box.id}:${index}`, type: 'lootbox', groupKey: box.group_key });
        if (!result.ok) throw new Refused(result.reason === 'bonuses_disabled' ? 'bonuses_disabled' : 'prize_unavailable');
        return { kind: result.kind, id: result.id, title: result.title };
      });

      db.prepare('INSERT INTO lootbox_draws (lootbox_id, seed, nonce, weights, total_weight, roll, item_id, issued, drawn_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)').run(
        box.id,
        seed,
        box.id,
        JSON.stringify(weights),
        outcome.totalWeight,
        outcome.roll,
        outcome.itemId,
        JSON.stringify(issued),
        now,
      );
      pushLootboxAfterCommit(ctx, box.id);
      const opened = readLootbox(db, id)!;
      return {
        ok: true,
        answer: { lootbox: lootboxToWire(db, opened, ctx.clock.now()), item: itemToWire(item), issued, draw: drawToWire(readDraw(db, id)!, item.prize) },
      };
    }).immediate();
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    throw error;
  }
}

import type { WireLootbox, WireLootboxDraw, WireLootboxItem } from '../../../schemas/wire/lootboxes';
import type { Db } from '../../db/database';
import { isPrizeBonus } from './prize-terms';
import { itemsOf, jsonList, readDraw, type LootboxDrawRow, type LootboxItemRow, type LootboxRow } from './store';

/** Rows → the wire shapes of schemas/wire/lootboxes.ts, as the platform writes them (`z.input`). */

export function itemToWire(row: LootboxItemRow): WireLootboxItem {
  return { id: row.id, weight: row.weight, prize: row.prize, title: row.title, bonuses: jsonList<unknown>(row.prize_bonuses).filter(isPrizeBonus) };
}

/** An issued box whose time ran out reads `expired` before the scheduler's job marks it. */
export function wireStage(row: LootboxRow, now: Date): LootboxRow['stage'] {
  return row.stage === 'issued' && row.valid_until <= now.toISOString() ? 'expired' : row.stage;
}

export function lootboxToWire(db: Db, row: LootboxRow, now: Date): WireLootbox {
  return {
    id: row.id,
    title: row.title,
    group_key: row.group_key,
    stage: wireStage(row, now),
    strategy: row.strategy,
    currency: row.currency,
    created_at: row.created_at,
    valid_until: row.valid_until,
    activated_at: row.activated_at,
    activated_item_id: readDraw(db, row.id)?.item_id ?? null,
    items: itemsOf(db, row.id).map(itemToWire),
  };
}

export function drawToWire(draw: LootboxDrawRow, prize: string): WireLootboxDraw {
  return {
    lootbox_id: draw.lootbox_id,
    item_id: draw.item_id,
    prize,
    seed: draw.seed,
    nonce: draw.nonce,
    roll: draw.roll,
    total_weight: draw.total_weight,
    drawn_at: draw.drawn_at,
    issued: jsonList(draw.issued),
  };
}

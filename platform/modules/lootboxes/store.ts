import type { Db } from '../../db/database';

/** Rows of the module's tables (migrations/001) as stored, and the reads its parts share. */

export type LootboxStage = 'issued' | 'activated' | 'expired';

export interface LootboxRow {
  id: number;
  player_id: number;
  definition_id: number | null;
  title: string;
  group_key: string;
  strategy: string;
  currency: string;
  stage: LootboxStage;
  source_ref: string;
  created_at: string;
  valid_until: string;
  activated_at: string | null;
  expired_at: string | null;
}

export interface LootboxItemRow {
  id: number;
  lootbox_id: number;
  position: number;
  prize: string;
  title: string;
  weight: number;
  prize_bonuses: string;
}

export interface LootboxDrawRow {
  lootbox_id: number;
  seed: number;
  nonce: number;
  weights: string;
  total_weight: number;
  roll: number;
  item_id: number;
  issued: string;
  drawn_at: string;
}

export const readLootbox = (db: Db, id: number) => db.prepare('SELECT * FROM lootboxes WHERE id = ?').get(id) as LootboxRow | undefined;

export const readLootboxByRef = (db: Db, playerId: number, sourceRef: string) =>
  db.prepare('SELECT * FROM lootboxes WHERE player_id = ? AND source_ref = ?').get(playerId, sourceRef) as LootboxRow | undefined;

/** A box's items in their order (the order the draw walks the weights in). */
export const itemsOf = (db: Db, lootboxId: number) =>
  db.prepare('SELECT * FROM lootbox_items WHERE lootbox_id = ? ORDER BY position').all(lootboxId) as LootboxItemRow[];

export const readDraw = (db: Db, lootboxId: number) => db.prepare('SELECT * FROM lootbox_draws WHERE lootbox_id = ?').get(lootboxId) as LootboxDrawRow | undefined;

export function jsonList<T>(text: string | null): T[] {
  try {
    const value: unknown = text ? JSON.parse(text) : [];
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

import type { Db } from './db/database';

/** A prize place of a promotion (tournament, lottery): money in its currency's minor units and/or free spins. */
export interface PromotionPrize {
  place: number;
  moneyCents?: number;
  freeSpins?: number;
}

/**
 * Where a promotion module keeps its prizes: its own table and the column naming the promotion. The rows have
 * the same shape in every promo engine (`award_place`, `money_award_cents`, `freespins_count`), so one pair of
 * functions writes and reads them; each module still owns and names its table.
 */
export interface PrizeTable {
  table: string;
  ownerColumn: string;
}

export function insertPrizes(db: Db, where: PrizeTable, ownerId: number, prizes: readonly PromotionPrize[]): void {
  const insert = db.prepare(`INSERT INTO ${where.table} (${where.ownerColumn}, award_place, money_award_cents, freespins_count) VALUES (?, ?, ?, ?)`);
  for (const prize of prizes) insert.run(ownerId, prize.place, prize.moneyCents ?? 0, prize.freeSpins ?? 0);
}

export function readPrizes(db: Db, where: PrizeTable, ownerId: number): Required<PromotionPrize>[] {
  const rows = db
    .prepare(`SELECT award_place, money_award_cents, freespins_count FROM ${where.table} WHERE ${where.ownerColumn} = ? ORDER BY award_place`)
    .all(ownerId) as { award_place: number; money_award_cents: number; freespins_count: number }[];
  return rows.map((row) => ({ place: row.award_place, moneyCents: row.money_award_cents, freeSpins: row.freespins_count }));
}

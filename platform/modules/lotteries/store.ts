import type { Db } from '../../db/database';
import { groupsOf } from '../accounts/public';

/** A lotteries row as stored (JSON columns still as text). */
export interface LotteryRow {
  id: number;
  frontend_identifier: string;
  title: string;
  description: string;
  image: string | null;
  currency: string;
  start_at: string;
  end_at: string;
  finished_at: string | null;
  money_budget_cents: number;
  group_ids: string;
  comp_points_ticket_price: number | null;
  max_tickets_count_to_player: number | null;
  deposit_scale_rules: string;
  series: string | null;
  repeat_every_seconds: number | null;
  origin: string;
  created_at: string;
  draw_seed: number | null;
  draw_ticket_order: string | null;
}

export interface DepositScaleRule {
  min_deposit_cents: number;
  tickets: number;
}

export interface LotteryPrizeRow {
  lottery_id: number;
  award_place: number;
  money_award_cents: number;
  freespins_count: number;
}

export const jsonList = <T>(text: string | null): T[] => {
  const value: unknown = text ? JSON.parse(text) : [];
  return Array.isArray(value) ? (value as T[]) : [];
};

export const readLottery = (db: Db, id: number) => db.prepare('SELECT * FROM lotteries WHERE id = ?').get(id) as LotteryRow | undefined;

export const readLotteryBySlug = (db: Db, slug: string) => db.prepare('SELECT * FROM lotteries WHERE frontend_identifier = ?').get(slug) as LotteryRow | undefined;

export const lotteryPrizesOf = (db: Db, lotteryId: number) =>
  db.prepare('SELECT * FROM lottery_prizes WHERE lottery_id = ? ORDER BY award_place').all(lotteryId) as LotteryPrizeRow[];

export const ticketsOf = (db: Db, lotteryId: number, playerId: number) =>
  db.prepare('SELECT id FROM lottery_tickets WHERE lottery_id = ? AND player_id = ? ORDER BY id').pluck().all(lotteryId, playerId) as number[];

export const ticketCount = (db: Db, lotteryId: number) => db.prepare('SELECT COUNT(*) FROM lottery_tickets WHERE lottery_id = ?').pluck().get(lotteryId) as number;

/** Spec part 2 §4: visible when it has no groups, or the viewer (null: a guest) holds one of them. */
export function lotteryVisibleTo(row: LotteryRow, groups: readonly number[] | null): boolean {
  const allowed = jsonList<number>(row.group_ids);
  return allowed.length === 0 || (groups !== null && allowed.some((g) => groups.includes(g)));
}

export const viewerGroups = (db: Db, playerId: number | null): number[] | null => (playerId === null ? null : groupsOf(db, playerId));

export const lotteryRunning = (row: LotteryRow, at: string) => row.finished_at === null && row.start_at <= at && at < row.end_at;

import type * as z from 'zod/mini';
import type { lotteryStatusSchema, WireLottery } from '../../../schemas/wire/promotions';
import type { Db } from '../../db/database';
import { publicName } from '../accounts/public';
import { jsonList, lotteryPrizesOf, lotteryRunning, ticketCount, ticketsOf, type DepositScaleRule, type LotteryRow } from './store';

export type WireLotteryStatus = z.input<typeof lotteryStatusSchema>;

export function lotteryToWire(db: Db, row: LotteryRow, now: Date): WireLottery {
  const results = new Map(
    (db.prepare('SELECT award_place, ticket_id, player_id FROM lottery_results WHERE lottery_id = ?').all(row.id) as { award_place: number; ticket_id: number; player_id: number }[]).map(
      (r) => [r.award_place, r],
    ),
  );
  return {
    id: row.id,
    title: row.title,
    frontend_identifier: row.frontend_identifier,
    currency: row.currency,
    in_progress: lotteryRunning(row, now.toISOString()),
    start_at: row.start_at,
    end_at: row.end_at,
    finished_at: row.finished_at,
    money_budget_cents: row.money_budget_cents,
    prizes: lotteryPrizesOf(db, row.id).map((prize) => {
      const result = results.get(prize.award_place);
      return {
        award_place: prize.award_place,
        money_award_cents: prize.money_award_cents,
        freespins_count: prize.freespins_count,
        nickname: result ? publicName(db, result.player_id) : null,
        ticket: result ? result.ticket_id : null,
      };
    }),
    group_ids: jsonList<number>(row.group_ids),
    comp_points_ticket_price: row.comp_points_ticket_price,
    deposit_scale_rules: jsonList<DepositScaleRule>(row.deposit_scale_rules),
    max_tickets_count_to_player: row.max_tickets_count_to_player,
    lottery_tickets_count: ticketCount(db, row.id),
    image: row.image,
    description: row.description,
  };
}

export const lotteryStatusToWire = (db: Db, row: LotteryRow, playerId: number): WireLotteryStatus => ({ lottery_id: row.id, tickets: ticketsOf(db, row.id, playerId) });

import type { Db } from '../../db/database';
import { readLottery } from './store';

export interface LotteryTicketOffer {
  lotteryId: number;
  /** Comp points per ticket; null: tickets of this lottery are not for sale. */
  compPointsPrice: number | null;
  /** How many more tickets the player may get (null: no cap). */
  remaining: number | null;
}

/** What a ticket costs and how many more the player may hold (null when the lottery does not exist). */
export function lotteryTicketOffer(db: Db, lotteryId: number, playerId: number): LotteryTicketOffer | null {
  const lottery = readLottery(db, lotteryId);
  if (!lottery) return null;
  const held = db.prepare('SELECT COUNT(*) FROM lottery_tickets WHERE lottery_id = ? AND player_id = ?').pluck().get(lotteryId, playerId) as number;
  return {
    lotteryId,
    compPointsPrice: lottery.comp_points_ticket_price,
    remaining: lottery.max_tickets_count_to_player === null ? null : Math.max(0, lottery.max_tickets_count_to_player - held),
  };
}

import { createPrng } from '../../seed-data/prng';
import type { Db } from '../../db/database';
import { jsonList, lotteryPrizesOf, readLottery } from './store';

/** A ticket as the draw reads it: [ticket id, player id]. */
export type DrawTicket = readonly [ticketId: number, playerId: number];

export interface DrawWinner {
  place: number;
  ticketId: number;
  playerId: number;
}

/**
 * The draw, a pure function of what the lottery stores: the seed (mulberry32 of platform/seed-data/prng.ts)
 * and the tickets in the order they were read (by ticket id). Place 1 first: a uniformly drawn ticket of
 * the pool wins, and every ticket of its owner leaves the pool (one prize per player). Stops when the
 * places or the players run out.
 */
export function drawWinners(seed: number, tickets: readonly DrawTicket[], places: number): DrawWinner[] {
  const prng = createPrng(seed);
  let pool = [...tickets];
  const winners: DrawWinner[] = [];
  for (let place = 1; place <= places && pool.length > 0; place++) {
    const [ticketId, playerId] = pool[Math.floor(prng.next() * pool.length)]!;
    winners.push({ place, ticketId, playerId });
    pool = pool.filter(([, owner]) => owner !== playerId);
  }
  return winners;
}

/** Audit: the winners a finished lottery's stored seed and ticket order give (null before the draw). */
export function replayDraw(db: Db, lotteryId: number): DrawWinner[] | null {
  const lottery = readLottery(db, lotteryId);
  if (!lottery || lottery.draw_seed === null || lottery.draw_ticket_order === null) return null;
  const places = Math.max(0, ...lotteryPrizesOf(db, lotteryId).map((p) => p.award_place));
  return drawWinners(lottery.draw_seed, jsonList<DrawTicket>(lottery.draw_ticket_order), places);
}

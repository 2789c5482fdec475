import { randomInt } from 'node:crypto';
import type { PlatformContext } from '../../context';
import { transaction } from '../../db/transaction';
import { nextOccurrence, settleEach, type ScheduledJob } from '../../scheduler';
import { applyBalanceChange } from '../wallet/public';
import { createLottery, lotteryDefinitionOf } from './create-lottery';
import { drawWinners, type DrawTicket } from './draw';
import { lotteryPrizesOf, readLottery, readLotteryBySlug, type LotteryRow } from './store';

type DrawContext = Pick<PlatformContext, 'db' | 'domain'>;

/** A fresh draw seed: 32 bits for mulberry32, from the system's cryptographic source. */
export const newDrawSeed = () => randomInt(0, 2 ** 32);

/**
 * Draws one lottery whose end has passed, in ONE transaction: mark it finished (only if nobody did), record
 * the seed and the ticket order, draw (draw.ts), write a result per place, credit the money through the
 * wallet, publish `promotion.prize_awarded`, roll a recurring series on. Both or neither: a crash leaves
 * it undrawn and unpaid; a second run finds it marked. Returns whether this call drew it.
 */
export function drawLottery(ctx: DrawContext, lotteryId: number, now: Date, seed: number = newDrawSeed()): boolean {
  const { db } = ctx;
  const at = now.toISOString();
  return transaction(db, () => {
    const marked = db.prepare('UPDATE lotteries SET finished_at = ? WHERE id = ? AND finished_at IS NULL AND end_at <= ?').run(at, lotteryId, at);
    if (marked.changes === 0) return false;
    const lottery = readLottery(db, lotteryId)!;
    const order = db.prepare('SELECT id, player_id FROM lottery_tickets WHERE lottery_id = ? ORDER BY id').raw().all(lotteryId) as [number, number][];
    db.prepare('UPDATE lotteries SET draw_seed = ?, draw_ticket_order = ? WHERE id = ?').run(seed, JSON.stringify(order), lotteryId);
    const prizes = lotteryPrizesOf(db, lotteryId);
    const winners = drawWinners(seed, order as DrawTicket[], Math.max(0, ...prizes.map((p) => p.award_place)));
    let budgetLeft = lottery.money_budget_cents;
    for (const winner of winners) {
      const prize = prizes.find((p) => p.award_place === winner.place);
      if (!prize) continue;
      const money = Math.min(prize.money_award_cents, budgetLeft);
      budgetLeft -= money;
      db.prepare(
        'INSERT INTO lottery_results (lottery_id, award_place, ticket_id, player_id, money_award_cents, freespins_count, awarded_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(lotteryId, winner.place, winner.ticketId, winner.playerId, money, prize.freespins_count, at);
      const awardRef = `lottery:${lotteryId}:place:${winner.place}`;
      if (money > 0) {
        const paid = applyBalanceChange(db, { playerId: winner.playerId, currency: lottery.currency, deltaCents: money, kind: 'lottery_prize', ref: awardRef });
        if (paid.ok) db.prepare('UPDATE lottery_results SET ledger_id = ? WHERE lottery_id = ? AND award_place = ?').run(paid.ledgerId, lotteryId, winner.place);
        else db.prepare('UPDATE lottery_results SET payout_note = ? WHERE lottery_id = ? AND award_place = ?').run(`refused: ${paid.reason}`, lotteryId, winner.place);
      }
      ctx.domain.publish('promotion.prize_awarded', {
        awardRef,
        promotion: 'lottery',
        promotionId: lotteryId,
        playerId: winner.playerId,
        place: winner.place,
        currency: lottery.currency,
        moneyCents: money,
        freeSpinsCount: prize.freespins_count,
        games: [],
        awardedAt: at,
      });
    }
    rollSeries(ctx, lottery, now);
    return true;
  }).immediate();
}

const dated = (series: string, startAt: string) => `${series}-${startAt.slice(0, 10)}`;

/** Like tournaments: the drawn instance gives the series slug up, and the next instance is created on the grid. */
function rollSeries({ db }: DrawContext, lottery: LotteryRow, now: Date) {
  if (!lottery.series || !lottery.repeat_every_seconds) return;
  if (lottery.frontend_identifier === lottery.series) {
    let slug = dated(lottery.series, lottery.start_at);
    if (readLotteryBySlug(db, slug)) slug = `${slug}-${lottery.id}`;
    db.prepare('UPDATE lotteries SET frontend_identifier = ? WHERE id = ?').run(slug, lottery.id);
  }
  if (db.prepare('SELECT 1 FROM lotteries WHERE series = ? AND finished_at IS NULL').get(lottery.series)) return;
  const window = nextOccurrence({ startAt: lottery.start_at, endAt: lottery.end_at }, lottery.repeat_every_seconds, now);
  const slug = readLotteryBySlug(db, lottery.series) ? dated(lottery.series, window.startAt) : lottery.series;
  createLottery(db, { ...lotteryDefinitionOf(db, lottery), slug, ...window, origin: 'series' }, now);
}

/** The scheduler's job: every lottery past its end and not drawn, each in its own transaction. */
export function lotteryDrawJob(ctx: DrawContext): ScheduledJob {
  return {
    name: 'lotteries.draw',
    run(now) {
      const due = ctx.db.prepare('SELECT id FROM lotteries WHERE finished_at IS NULL AND end_at <= ? ORDER BY end_at, id').pluck().all(now.toISOString()) as number[];
      settleEach(due, (id) => drawLottery(ctx, id, now), 'lotteries');
    },
    nextDueAt: () => ctx.db.prepare('SELECT MIN(end_at) FROM lotteries WHERE finished_at IS NULL').pluck().get() as string | null,
  };
}

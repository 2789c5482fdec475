import type { Db } from '../../db/database';
import type { PaymentChanged } from '../../domain-event-map';
import { jsonList, lotteryRunning, lotteryVisibleTo, readLottery, viewerGroups, type DepositScaleRule, type LotteryRow } from './store';

export interface TicketRequest {
  lotteryId: number;
  playerId: number;
  count: number;
  source: 'deposit' | 'comp_points' | 'operator';
  /** What pays for them (`payment:12`, `comp_points:exchange:7`): the same ref never issues twice. */
  ref: string;
  /** Give what the cap still allows instead of refusing (deposits); purchases are all or nothing. */
  partial?: boolean;
  at?: string;
}

export type TicketResult =
  | { ok: true; tickets: number[] }
  | { ok: false; reason: 'not_found' | 'not_running' | 'not_allowed' | 'cap_reached' | 'invalid_count' | 'already_issued' };

/**
 * Issues lottery tickets inside the caller's transaction (the deposit's, or the comp points engine's that
 * debits the points): the lottery must be running at `at` and visible to the player's groups, and the
 * player's tickets stay within `max_tickets_count_to_player`. Idempotent per `ref`.
 */
export function issueLotteryTickets(db: Db, request: TicketRequest): TicketResult {
  const lottery = readLottery(db, request.lotteryId);
  if (!lottery) return { ok: false, reason: 'not_found' };
  return issueFor(db, lottery, request);
}

function issueFor(db: Db, lottery: LotteryRow, request: TicketRequest): TicketResult {
  if (!Number.isSafeInteger(request.count) || request.count <= 0) return { ok: false, reason: 'invalid_count' };
  const at = request.at ?? new Date().toISOString();
  if (!lotteryRunning(lottery, at)) return { ok: false, reason: 'not_running' };
  if (!lotteryVisibleTo(lottery, viewerGroups(db, request.playerId))) return { ok: false, reason: 'not_allowed' };
  if (db.prepare('SELECT 1 FROM lottery_tickets WHERE lottery_id = ? AND source_ref = ?').get(lottery.id, request.ref)) return { ok: false, reason: 'already_issued' };
  let count = request.count;
  if (lottery.max_tickets_count_to_player !== null) {
    const held = db.prepare('SELECT COUNT(*) FROM lottery_tickets WHERE lottery_id = ? AND player_id = ?').pluck().get(lottery.id, request.playerId) as number;
    const room = Math.max(0, lottery.max_tickets_count_to_player - held);
    if (room === 0 || (room < count && !request.partial)) return { ok: false, reason: 'cap_reached' };
    count = Math.min(count, room);
  }
  const insert = db.prepare('INSERT INTO lottery_tickets (lottery_id, player_id, source, source_ref, source_index, created_at) VALUES (?, ?, ?, ?, ?, ?)');
  const tickets: number[] = [];
  for (let index = 0; index < count; index++) tickets.push(Number(insert.run(lottery.id, request.playerId, request.source, request.ref, index, at).lastInsertRowid));
  return { ok: true, tickets };
}

/** The tickets a deposit of `amountCents` earns under `rules`: the highest rule it reaches, else none. */
export function ticketsForDeposit(rules: readonly DepositScaleRule[], amountCents: number): number {
  let tickets = 0;
  let reached = -1;
  for (const rule of rules) {
    if (amountCents >= rule.min_deposit_cents && rule.min_deposit_cents > reached) {
      reached = rule.min_deposit_cents;
      tickets = rule.tickets;
    }
  }
  return tickets;
}

/**
 * `payment.changed`, in the payment's transaction: a deposit that just succeeded earns tickets in every
 * running lottery of its currency by the lottery's scale rules (capped per player; a replayed event finds
 * its ref issued and adds nothing).
 */
export function ticketsForPayment(db: Db, payment: Readonly<PaymentChanged>): void {
  if (payment.action !== 'deposit' || payment.state !== 'succeeded' || payment.previousState === 'succeeded') return;
  const lotteries = db
    .prepare('SELECT * FROM lotteries WHERE finished_at IS NULL AND currency = ? AND start_at <= ? AND end_at > ?')
    .all(payment.currency, payment.changedAt, payment.changedAt) as LotteryRow[];
  for (const lottery of lotteries) {
    const count = ticketsForDeposit(jsonList<DepositScaleRule>(lottery.deposit_scale_rules), payment.amountCents);
    if (count === 0) continue;
    issueFor(db, lottery, { lotteryId: lottery.id, playerId: payment.playerId, count, source: 'deposit', ref: `payment:${payment.paymentId}`, partial: true, at: payment.changedAt });
  }
}

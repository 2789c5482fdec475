import type { Db } from '../../db/database';
import type { PaymentChanged, RoundSettled } from '../../domain-event-map';

/**
 * The limits module's subscribers (limits/index.ts), run inside the publishers' transactions: the next
 * bet or deposit is admitted against usage that includes every committed round and payment, and a rolled
 * back round leaves no usage behind.
 */

/** round.settled: real-money play per UTC day; demo rounds are play money and count against nothing. */
export function recordPlay(db: Db, round: RoundSettled) {
  if (round.mode !== 'real') return;
  // Wager and loss limits count the whole stake and win, bonus money included.
  db.prepare(
    `INSERT INTO limit_play_days (player_id, currency, day, bet_cents, win_cents) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (player_id, currency, day) DO UPDATE SET bet_cents = bet_cents + excluded.bet_cents, win_cents = win_cents + excluded.win_cents`,
  ).run(round.playerId, round.currency, round.settledAt.slice(0, 10), round.betCents, round.winCents);
}

/** States in which a deposit counts against a deposit limit: in flight or succeeded. */
const COUNTING_STATES: readonly string[] = ['pending', 'processing', 'succeeded'];

/** payment.changed: each deposit as it stands now; withdrawals count against nothing. */
export function recordDeposit(db: Db, payment: PaymentChanged) {
  if (payment.action !== 'deposit') return;
  db.prepare(
    `INSERT INTO limit_deposits (payment_id, player_id, currency, amount_cents, counts, created_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (payment_id) DO UPDATE SET counts = excluded.counts`,
  ).run(payment.paymentId, payment.playerId, payment.currency, payment.amountCents, COUNTING_STATES.includes(payment.state) ? 1 : 0, payment.createdAt);
}

import { FINAL_PAYMENT_STATES, type PaymentState } from '../../../schemas/wire/money';
import type { PlatformData } from '../../context';
import { transaction } from '../../db/transaction';
import { applyBalanceChange } from '../wallet/public';
import { paymentChanged } from './payment-changed';
import { readPayment, type PaymentRow } from './store';

/** Spec part 2 §3 states. A deposit moves money on success; a withdrawal reserved its money up front. */
const DEPOSIT_TRANSITIONS: Record<PaymentState, readonly PaymentState[]> = {
  pending: ['processing', 'succeeded', 'declined', 'canceled'],
  processing: ['succeeded', 'declined', 'canceled'],
  reserved: [],
  succeeded: [],
  declined: [],
  canceled: [],
  rejected: [],
  recalled: [],
};

const CASHOUT_TRANSITIONS: Record<PaymentState, readonly PaymentState[]> = {
  pending: ['processing', 'reserved', 'succeeded', 'declined', 'rejected', 'canceled', 'recalled'],
  processing: ['reserved', 'succeeded', 'declined', 'rejected', 'canceled'],
  reserved: ['succeeded', 'declined', 'rejected', 'canceled'],
  succeeded: [],
  declined: [],
  canceled: [],
  rejected: [],
  recalled: [],
};

/** Withdrawals ending in these states give the reserved money back. */
const CASHOUT_RETURNS: readonly PaymentState[] = ['declined', 'rejected', 'canceled', 'recalled'];

export type TransitionResult =
  | { outcome: 'changed'; payment: PaymentRow }
  | { outcome: 'unchanged'; payment: PaymentRow }
  | { outcome: 'invalid'; payment: PaymentRow }
  | { outcome: 'not_found' };

export class BalanceRefused extends Error {}

function transitionInTransaction({ db, domain }: PlatformData, id: number, to: PaymentState, reason: string | null): TransitionResult {
  const row = readPayment(db, id);
  if (!row) return { outcome: 'not_found' };
  // A replayed callback (same target state) is acknowledged and changes nothing.
  if (row.state === to) return { outcome: 'unchanged', payment: row };
  const allowed = (row.action === 'deposit' ? DEPOSIT_TRANSITIONS : CASHOUT_TRANSITIONS)[row.state];
  if (!allowed.includes(to)) return { outcome: 'invalid', payment: row };

  const finished = FINAL_PAYMENT_STATES.includes(to) ? new Date().toISOString() : null;
  db.prepare('UPDATE payments SET state = ?, finished_at = ?, cancellation_reason = ? WHERE id = ? AND state = ?').run(
    to,
    finished,
    reason,
    id,
    row.state,
  );
  let delta = 0;
  let kind = '';
  if (row.action === 'deposit' && to === 'succeeded') [delta, kind] = [row.amount_cents, 'deposit'];
  if (row.action === 'cashout' && CASHOUT_RETURNS.includes(to)) [delta, kind] = [row.amount_cents, 'cashout_return'];
  if (delta !== 0) {
    const change = applyBalanceChange(db, { playerId: row.player_id, currency: row.currency, deltaCents: delta, kind, ref: `payment:${id}` });
    if (!change.ok) throw new BalanceRefused(change.reason);
  }
  const payment = readPayment(db, id)!;
  domain.publish('payment.changed', paymentChanged(payment, row.state));
  return { outcome: 'changed', payment };
}

/**
 * Moves a payment to `to` with its money effect and its `payment.changed` event, atomically; refuses what
 * the state machine forbids.
 */
export function transitionPayment(data: PlatformData, id: number, to: PaymentState, reason: string | null = null): TransitionResult {
  return transaction(data.db, transitionInTransaction).immediate(data, id, to, reason);
}

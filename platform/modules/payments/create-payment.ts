import { randomBytes } from 'node:crypto';
import type { PaymentAction, PaymentMethod, PaymentRequest } from '../../../schemas/wire/money';
import type { PlatformData } from '../../context';
import { transaction } from '../../db/transaction';
import { limitBlockingDeposit } from '../limits/public';
import { applyBalanceChange } from '../wallet/public';
import { findPaymentMethod } from './methods';
import { paymentChanged } from './payment-changed';
import { insertPayment, paymentByIdempotencyKey, type PaymentRow } from './store';

export type CreateResult =
  | { ok: true; payment: PaymentRow; replayed: boolean }
  | { ok: false; errors: Record<string, string[]> };

class InsufficientFunds extends Error {}

function checkMethod(action: PaymentAction, request: PaymentRequest): { method: PaymentMethod } | { errors: Record<string, string[]> } {
  const method = findPaymentMethod(action, request.currency, request.payment_system);
  if (!method) return { errors: { payment_system: ['is not available for this currency'] } };
  if (request.amount_cents < method.min_amount_cents) return { errors: { amount_cents: [`must be at least ${method.min_amount_cents}`] } };
  if (request.amount_cents > method.max_amount_cents) return { errors: { amount_cents: [`must be at most ${method.max_amount_cents}`] } };
  return { method };
}

/** What the one transaction of `createPayment` decided. */
type Decision = { kind: 'replayed' | 'created'; row: PaymentRow } | { kind: 'limit'; limit: string };

/**
 * Creates a deposit (pending until the provider calls back) or a withdrawal (its money reserved at once).
 * The idempotency check, the deposit limit, the payment row and a withdrawal's reservation are one IMMEDIATE
 * transaction: two requests racing with the same key make one payment, and two deposits racing near a limit
 * cannot both pass it, even from two processes on one database. A new payment publishes `payment.changed`
 * (previous state null) in that transaction.
 */
export function createPayment({ db, domain }: PlatformData, playerId: number, action: PaymentAction, request: PaymentRequest, idempotencyKey: string | null): CreateResult {
  const key = idempotencyKey ? `${playerId}:${idempotencyKey}` : null;
  const checked = checkMethod(action, request);
  // A replay answers the first request's payment even if the method list changed since.
  if ('errors' in checked) {
    const previous = key ? paymentByIdempotencyKey(db, key) : undefined;
    return previous ? { ok: true, payment: previous, replayed: true } : { ok: false, errors: checked.errors };
  }
  const paymentMethod = checked.method;
  try {
    const decision = transaction(db, (): Decision => {
        const previous = key ? paymentByIdempotencyKey(db, key) : undefined;
        if (previous) return { kind: 'replayed', row: previous };
        if (action === 'deposit') {
          const limit = limitBlockingDeposit(db, playerId, request.currency, request.amount_cents);
          if (limit) return { kind: 'limit', limit };
        }
        const row = insertPayment(db, {
          playerId,
          action,
          amountCents: request.amount_cents,
          currency: request.currency,
          paymentSystem: paymentMethod.id,
          brand: paymentMethod.brand,
          recallable: paymentMethod.recallable,
          idempotencyKey: key,
          callbackToken: randomBytes(18).toString('base64url'),
        });
        if (action === 'cashout') {
          const debit = applyBalanceChange(db, { playerId, currency: request.currency, deltaCents: -request.amount_cents, kind: 'cashout_reserve', ref: `payment:${row.id}` });
          if (!debit.ok) throw new InsufficientFunds();
        }
        domain.publish('payment.changed', paymentChanged(row, null));
        return { kind: 'created', row };
      }).immediate();
    if (decision.kind === 'limit') return { ok: false, errors: { limit: [decision.limit] } };
    return { ok: true, payment: decision.row, replayed: decision.kind === 'replayed' };
  } catch (error) {
    if (error instanceof InsufficientFunds) return { ok: false, errors: { amount_cents: ['exceeds the available balance'] } };
    throw error;
  }
}

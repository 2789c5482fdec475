import type { PaymentAction, PaymentState, WirePayment } from '../../../schemas/wire/money';
import type { PlatformContext } from '../../context';
import type { Db } from '../../db/database';

export interface PaymentRow {
  id: number;
  player_id: number;
  action: PaymentAction;
  amount_cents: number;
  currency: string;
  payment_system: string;
  brand: string;
  state: PaymentState;
  recallable: number;
  created_at: string;
  finished_at: string | null;
  cancellation_reason: string | null;
  idempotency_key: string | null;
  callback_token: string;
}

/** The family's wire shape of a stored payment (checked against what clients read, kept concrete for the dev page). */
export function paymentToWire(row: PaymentRow) {
  return {
    id: row.id,
    amount_cents: row.amount_cents,
    currency: row.currency,
    action: row.action,
    payment_system: row.payment_system,
    brand: row.brand,
    state: row.state,
    // The stored flag is the method's; the wire flag says whether a recall is possible now.
    recallable: row.recallable === 1 && row.action === 'cashout' && row.state === 'pending',
    success: row.state === 'succeeded',
    created_at: row.created_at,
    finished_at: row.finished_at,
    cancellation_reason: row.cancellation_reason,
  } satisfies WirePayment;
}

export function readPayment(db: Db, id: number): PaymentRow | undefined {
  return db.prepare('SELECT * FROM payments WHERE id = ?').get(id) as PaymentRow | undefined;
}

export function paymentByIdempotencyKey(db: Db, key: string): PaymentRow | undefined {
  return db.prepare('SELECT * FROM payments WHERE idempotency_key = ?').get(key) as PaymentRow | undefined;
}

export function listPayments(db: Db, playerId: number): PaymentRow[] {
  return db.prepare('SELECT * FROM payments WHERE player_id = ? ORDER BY id DESC LIMIT 200').all(playerId) as PaymentRow[];
}

export interface NewPayment {
  playerId: number;
  action: PaymentAction;
  amountCents: number;
  currency: string;
  paymentSystem: string;
  brand: string;
  recallable: boolean;
  idempotencyKey: string | null;
  callbackToken: string;
}

export function insertPayment(db: Db, p: NewPayment): PaymentRow {
  const result = db
    .prepare(
      `INSERT INTO payments (player_id, action, amount_cents, currency, payment_system, brand, state, recallable, created_at, idempotency_key, callback_token)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?)`,
    )
    .run(p.playerId, p.action, p.amountCents, p.currency, p.paymentSystem, p.brand, p.recallable ? 1 : 0, new Date().toISOString(), p.idempotencyKey, p.callbackToken);
  return readPayment(db, Number(result.lastInsertRowid))!;
}

/** The `payments_changes` push of a payment as committed (payments/index.ts runs it after commit of a change). */
export function pushPaymentChange(ctx: PlatformContext, paymentId: number) {
  const row = readPayment(ctx.db, paymentId);
  if (row) ctx.events.emit({ scope: 'private', playerId: row.player_id, channel: 'payments_changes', event: 'payments_changes', payload: paymentToWire(row) });
}

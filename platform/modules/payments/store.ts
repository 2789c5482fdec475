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
  bonus_id: number | null;
  return_path: string | null;
  details_title: string | null;
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

/** How many deposits of a player succeeded (what bonuses asks through its extension point). */
export const succeededDepositCount = (db: Db, playerId: number) =>
  db.prepare("SELECT COUNT(*) FROM payments WHERE player_id = ? AND action = 'deposit' AND state = 'succeeded'").pluck().get(playerId) as number;

/** Where the processor sends the player back once the payment is decided. */
export const DEFAULT_RETURN_PATH = '/cashbox/result/{id}';
export const returnPathOf = (row: Pick<PaymentRow, 'id' | 'return_path'>) =>
  (row.return_path ?? DEFAULT_RETURN_PATH).replace(/\{id\}|%7Bid%7D/gi, String(row.id));

/** Payments not decided yet (the dev processor's list). */
export function openPaymentsOf(db: Db, playerId: number): PaymentRow[] {
  return db.prepare("SELECT * FROM payments WHERE player_id = ? AND state IN ('pending', 'processing', 'reserved') ORDER BY id DESC LIMIT 50").all(playerId) as PaymentRow[];
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
  bonusId?: number | null;
  returnPath?: string | null;
  detailsTitle?: string | null;
}

export function insertPayment(db: Db, p: NewPayment): PaymentRow {
  const result = db
    .prepare(
      `INSERT INTO payments (player_id, action, amount_cents, currency, payment_system, brand, state, recallable, created_at, idempotency_key, callback_token,
         bonus_id, return_path, details_title)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      p.playerId, p.action, p.amountCents, p.currency, p.paymentSystem, p.brand, p.recallable ? 1 : 0, new Date().toISOString(), p.idempotencyKey, p.callbackToken,
      p.bonusId ?? null, p.returnPath ?? null, p.detailsTitle ?? null,
    );
  return readPayment(db, Number(result.lastInsertRowid))!;
}

/** The `payments_changes` push of a payment as committed (payments/index.ts runs it after commit of a change). */
export function pushPaymentChange(ctx: PlatformContext, paymentId: number) {
  const row = readPayment(ctx.db, paymentId);
  if (row) ctx.events.emit({ scope: 'private', playerId: row.player_id, channel: 'payments_changes', event: 'payments_changes', payload: paymentToWire(row) });
}

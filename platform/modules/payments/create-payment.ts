import { randomBytes } from 'node:crypto';
import { fail, hasErrors, type ValidationError } from '../../../schemas/validation';
import { safeRedirectTarget } from '../../../schemas/validation/safe-redirect';
import type { PaymentAction, PaymentMethod, PaymentRequest } from '../../../schemas/wire/money';
import type { PlatformData } from '../../context';
import { transaction } from '../../db/transaction';
import { assignGroups } from '../accounts/public';
import { depositBonusRefusal } from '../bonuses/public';
import { displayAmount } from '../info/public';
import { limitBlockingDeposit } from '../limits/public';
import { applyBalanceChange } from '../wallet/public';
import { findPaymentMethod } from './methods';
import { checkDetails, groupsForDetails, maskedTitle } from './payment-details';
import { paymentChanged } from './payment-changed';
import { savedProfile } from './saved-profiles';
import { insertPayment, paymentByIdempotencyKey, type PaymentRow } from './store';

/** Field errors by request field (`amount_cents`, `card_number`, `bonus_id`…), translated by the route. */
export type PaymentErrors = Record<string, ValidationError>;

export type CreateResult =
  | { ok: true; payment: PaymentRow; replayed: boolean }
  | { ok: false; errors: PaymentErrors }
  /** Refused by a responsible-gaming limit: answered as `errors.limit` with the limit's type. */
  | { ok: false; limit: string };

class InsufficientFunds extends Error {}

/** `{id}` stands for the payment's id; checked with a stand-in, stored normalised. */
function checkReturnPath(value: string): string | null {
  const target = safeRedirectTarget(value.replace(/\{id\}/gi, '0'));
  return target === null ? null : safeRedirectTarget(value);
}

interface Checked {
  method: PaymentMethod;
  title: string | null;
  returnPath: string | null;
  groups: number[];
}

/** Everything a request can be refused for before the transaction: method, amount, details, return path. */
function checkRequest(data: PlatformData, playerId: number, action: PaymentAction, request: PaymentRequest): { errors: PaymentErrors; checked?: Checked } {
  const method = findPaymentMethod(action, request.currency, request.payment_system);
  if (!method) return { errors: { payment_system: fail('invalidValue') } };
  const errors: PaymentErrors = {};
  const amount = request.amount_cents;
  if (amount < method.min_amount_cents) errors.amount_cents = fail('minValue', { min: displayAmount(method.min_amount_cents, method.currency) });
  else if (amount > method.max_amount_cents) errors.amount_cents = fail('maxValue', { max: displayAmount(method.max_amount_cents, method.currency) });
  else if (method.amount_step_cents && amount % method.amount_step_cents !== 0) errors.amount_cents = fail('multipleOf', { count: displayAmount(method.amount_step_cents, method.currency) });

  if (action === 'cashout' && request.bonus_id != null) errors.bonus_id = fail('invalidValue');

  let returnPath: string | null = null;
  if (request.return_path !== undefined) {
    returnPath = checkReturnPath(request.return_path);
    if (returnPath === null) errors.return_path = fail('invalidValue');
  }

  // A saved profile stands for the details: nothing to type, nothing to check but that it is the player's.
  let title: string | null = null;
  let groups: number[] = [];
  if (request.saved_profile_id !== undefined) {
    const profile = savedProfile(data.db, playerId, method.id, request.saved_profile_id);
    if (profile) title = profile.title;
    else errors.saved_profile_id = fail('invalidValue');
  } else {
    const details = request.details ?? {};
    const detailErrors = checkDetails(method, details);
    Object.assign(errors, detailErrors);
    title = maskedTitle(method, details);
    // Spec §5: a valid LT IBAN adds the group whatever else the form still gets wrong.
    if (!detailErrors.iban) groups = groupsForDetails(details);
  }
  return { errors, checked: { method, title, returnPath, groups } };
}

/** What the one transaction of `createPayment` decided. */
type Decision =
  | { kind: 'replayed' | 'created'; row: PaymentRow }
  | { kind: 'limit'; limit: string }
  | { kind: 'refused'; errors: PaymentErrors };

/**
 * Creates a deposit (pending until the provider calls back) or a withdrawal (its money reserved at once).
 * The request is checked first (method, amount and step, details with the shared rules, saved profile,
 * return path). Then the idempotency check, the deposit limit, the chosen bonus, the payment row and a
 * withdrawal's reservation are one IMMEDIATE transaction: two requests racing with the same key make one
 * payment, and two deposits racing near a limit cannot both pass it, even from two processes on one
 * database. A new payment publishes `payment.changed` (previous state null) in that transaction.
 *
 * A replayed `Idempotency-Key` answers the first request's payment whatever the replay carries (a card that
 * expired since, a method list that changed), as long as it is the same action.
 */
export function createPayment(data: PlatformData, playerId: number, action: PaymentAction, request: PaymentRequest, idempotencyKey: string | null): CreateResult {
  const { db, domain } = data;
  const key = idempotencyKey ? `${playerId}:${idempotencyKey}` : null;
  const replay = (row: PaymentRow): CreateResult =>
    row.action === action ? { ok: true, payment: row, replayed: true } : { ok: false, errors: { idempotency_key: fail('invalidValue') } };
  const earlier = key ? paymentByIdempotencyKey(db, key) : undefined;
  if (earlier) return replay(earlier);

  const { errors, checked } = checkRequest(data, playerId, action, request);
  if (checked && checked.groups.length > 0) assignGroups(data, playerId, checked.groups);
  if (hasErrors(errors) || !checked) return { ok: false, errors };
  const { method, title, returnPath } = checked;

  try {
    const decision = transaction(db, (): Decision => {
      const previous = key ? paymentByIdempotencyKey(db, key) : undefined;
      if (previous) return { kind: 'replayed', row: previous };
      if (action === 'deposit') {
        const limit = limitBlockingDeposit(db, playerId, request.currency, request.amount_cents);
        if (limit) return { kind: 'limit', limit };
      }
      const bonusId = action === 'deposit' ? (request.bonus_id ?? null) : null;
      if (bonusId !== null) {
        const refusal = depositBonusRefusal(db, { playerId, bonusId, currency: request.currency, amountCents: request.amount_cents });
        if (refusal) return { kind: 'refused', errors: { bonus_id: refusal } };
      }
      const row = insertPayment(db, {
        playerId,
        action,
        amountCents: request.amount_cents,
        currency: request.currency,
        paymentSystem: method.id,
        brand: method.brand,
        recallable: method.recallable,
        idempotencyKey: key,
        callbackToken: randomBytes(18).toString('base64url'),
        bonusId,
        returnPath,
        detailsTitle: title,
      });
      if (action === 'cashout') {
        const debit = applyBalanceChange(db, { playerId, currency: request.currency, deltaCents: -request.amount_cents, kind: 'cashout_reserve', ref: `payment:${row.id}` });
        if (!debit.ok) throw new InsufficientFunds();
      }
      domain.publish('payment.changed', paymentChanged(row, null));
      return { kind: 'created', row };
    }).immediate();
    if (decision.kind === 'limit') return { ok: false, limit: decision.limit };
    if (decision.kind === 'refused') return { ok: false, errors: decision.errors };
    if (decision.kind === 'replayed') return replay(decision.row);
    return { ok: true, payment: decision.row, replayed: false };
  } catch (error) {
    if (error instanceof InsufficientFunds) return { ok: false, errors: { amount_cents: fail('notEnoughMoney') } };
    throw error;
  }
}

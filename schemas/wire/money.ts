import * as z from 'zod/mini';
import { MAX_MOVEMENT_MINOR_UNITS } from '../../config/limits';
import { cents, currencyCode, isoDate } from './common';
import { openEnum, orNull, wireFlag, wireInt, wireText } from './tolerant';

/**
 * Money wire shapes (WIRE.md "Money", spec part 2 §3, §9). Amounts are integer minor units. The reference
 * platform counts fiat in cents (1/100) and every crypto currency in 1/10^8 (spec §9: "up to 8 fraction
 * digits"), so 0.0001 BTC is 10_000 minor units.
 */

/** Spec part 2 §3: every state a deposit or withdrawal can be in. */
export const PAYMENT_STATES = ['pending', 'processing', 'reserved', 'succeeded', 'declined', 'canceled', 'rejected', 'recalled'] as const;
/** The states the reference platform writes (its state machine); strict, because the platform owns them. */
export const paymentStateSchema = z.enum(PAYMENT_STATES);
export type PaymentState = z.infer<typeof paymentStateSchema>;
/** States after which a payment never changes again. */
export const FINAL_PAYMENT_STATES: readonly PaymentState[] = ['succeeded', 'declined', 'canceled', 'rejected', 'recalled'];

export const PAYMENT_ACTIONS = ['deposit', 'cashout'] as const;
/** Strict: what clients send (`payment_methods?action=`) and what the platform stores. */
export const paymentActionSchema = z.enum(PAYMENT_ACTIONS);
export type PaymentAction = z.infer<typeof paymentActionSchema>;

/**
 * GET /api/player/payments entry; also the payload of the private `payments_changes` event. Read tolerantly
 * (README.md in this folder): a state or action newer than this client is kept as `'other'`, amounts and
 * ids may come as numeric strings, and what a history row can live without reads as empty.
 */
export const paymentSchema = z.object({
  id: wireInt,
  amount_cents: wireInt,
  currency: currencyCode,
  action: openEnum(PAYMENT_ACTIONS),
  payment_system: wireText,
  brand: wireText,
  state: openEnum(PAYMENT_STATES),
  /** True while the player can still recall this withdrawal (recallable method, still pending). */
  recallable: wireFlag,
  success: wireFlag,
  created_at: isoDate,
  finished_at: orNull(isoDate),
  cancellation_reason: orNull(z.string()),
});
export type Payment = z.output<typeof paymentSchema>;
/** What a platform sends (the reference platform writes this type). */
export type WirePayment = z.input<typeof paymentSchema>;
/** Whole-list reading for the reference platform's own routes and tests; the client reads item by item. */
export const paymentsSchema = z.array(paymentSchema);

export const PAYMENT_METHOD_TYPES = ['card', 'voucher', 'ewallet', 'bank_transfer', 'crypto'] as const;

/**
 * GET /api/player/payment_methods?action=deposit|cashout&currency=CODE: the methods usable for that action in
 * that currency, with limits already expressed in that currency's minor units.
 */
export const paymentMethodSchema = z.object({
  /** What POST …/deposit and …/cashout take as `payment_system`. */
  id: z.string(),
  brand: z.string(),
  name: z.string(),
  provider: z.string(),
  type: z.enum(PAYMENT_METHOD_TYPES),
  currency: currencyCode,
  action: paymentActionSchema,
  min_amount_cents: cents,
  max_amount_cents: cents,
  /** Spec §9 payment method table: fees free, processing instant. */
  fee: z.string(),
  processing_time: z.string(),
  /** Withdrawals through this method can be recalled while pending (spec §4). */
  recallable: z.boolean(),
  /** Spec §5: crypto minimums and maximums are shown only for methods that define them. */
  crypto_limits: z.nullable(
    z.object({ min_deposit_cents: z.nullable(cents), min_cashout_cents: z.nullable(cents), max_cashout_cents: z.nullable(cents) }),
  ),
  /** Spec §3: savedProfiles (none on the reference platform) and termsOfService restrictions. */
  saved_profiles: z.array(z.object({ id: z.string(), title: z.string() })),
  terms_of_service: z.object({ restrictions: z.object({ amount_currency_code: currencyCode }) }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsSchema = z.array(paymentMethodSchema);

export const paymentMethodsQuerySchema = z.object({
  action: paymentActionSchema,
  currency: z.optional(currencyCode),
});

const amountCents = z.int().check(z.positive(), z.maximum(MAX_MOVEMENT_MINOR_UNITS));

/** POST /api/player/payments/deposit and /cashout. An optional `Idempotency-Key` header dedupes retries. */
export const paymentRequestSchema = z.object({
  amount_cents: amountCents,
  currency: currencyCode,
  payment_system: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/** Deposit answer: the player is sent to `redirect_url` (the dev payment page on the reference platform). */
export const depositResponseSchema = z.object({ id: z.int(), redirect_url: z.string(), payment: paymentSchema });
export const cashoutResponseSchema = z.object({ id: z.int(), payment: paymentSchema });

/**
 * POST /dev/payments/{id}/callback: what the simulated payment provider reports. `token` is the secret of
 * the payment's redirect_url. Answers `{payment, changed}`; a replay answers `changed: false`; a transition
 * the state machine forbids answers 409 `{error: 'invalid_transition', payment}`.
 */
export const PAYMENT_OUTCOMES = ['succeed', 'decline', 'cancel', 'pending'] as const;
export const paymentCallbackSchema = z.object({ outcome: z.enum(PAYMENT_OUTCOMES), token: z.string().check(z.minLength(1), z.maxLength(100)) });
export const paymentCallbackResponseSchema = z.object({ payment: paymentSchema, changed: z.boolean() });

/** POST /api/player/accounts. */
export const accountRequestSchema = z.object({ currency: currencyCode });

/**
 * A 422 refused by a responsible-gaming limit: `errors.limit` holds the limit type
 * (deposit, loss, wager, session, cooling_off, self_exclusion).
 */
export const limitErrorSchema = z.object({ errors: z.object({ limit: z.array(z.string()).check(z.minLength(1)) }) });

import * as z from 'zod/mini';
import { MAX_MOVEMENT_MINOR_UNITS } from '../../config/limits';
import { cents, currencyCode, isoDate } from './common';
import { openEnum, orNull, wireFlag, wireInt, wireNumber, wireText } from './tolerant';

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
 * The details a method asks for (spec part 1 §5, part 2 §5), each checked by the shared rules of
 * `schemas/validation/payment-rules.ts` on both sides: `card_number` (Luhn, blocked BIN), `card_expiry` (MM/YY, not
 * past), `card_holder`, `iban` (LT adds group 1101), `account_email` (e-wallets), `voucher_code`, `wallet_address`
 * (crypto withdrawals: where the coins go).
 */
export const PAYMENT_FIELDS = ['card_number', 'card_expiry', 'card_holder', 'iban', 'account_email', 'voucher_code', 'wallet_address'] as const;
export type PaymentField = (typeof PAYMENT_FIELDS)[number];
export const paymentFieldSchema = z.object({ name: openEnum(PAYMENT_FIELDS), required: wireFlag });

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
  /**
   * Spec §3 savedProfiles: details of an earlier successful deposit the player may reuse without typing them
   * again (`Visa •••• 4242`); one-click deposit (`/deposit-fast`) pays with the first.
   */
  saved_profiles: z.array(z.object({ id: z.string(), title: z.string() })),
  terms_of_service: z.object({ restrictions: z.object({ amount_currency_code: currencyCode }) }),
  /** What the player types for this method (none for crypto: the provider gives an address). */
  fields: z._default(z.array(paymentFieldSchema), []),
  /** Quick amounts offered in the form, minor units of the method's currency. */
  amount_presets_cents: z._default(z.array(cents), []),
  /** Spec §5 multiple-of: the amount must be divisible by this step (minor units); null: any amount. */
  amount_step_cents: z._default(z.nullable(cents), null),
  /** Crypto only: the chain the address belongs to (`ERC-20`, `Bitcoin`…). */
  network: z._default(z.nullable(z.string()), null),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsSchema = z.array(paymentMethodSchema);

export const paymentMethodsQuerySchema = z.object({
  action: paymentActionSchema,
  currency: z.optional(currencyCode),
});

const amountCents = z.int().check(z.positive(), z.maximum(MAX_MOVEMENT_MINOR_UNITS));

/**
 * POST /api/player/payments/deposit and /cashout. An optional `Idempotency-Key` header dedupes retries (a
 * double click makes one payment).
 */
export const paymentRequestSchema = z.object({
  amount_cents: amountCents,
  currency: currencyCode,
  payment_system: z.string().check(z.minLength(1), z.maxLength(64)),
  /** The method's `fields`, by name; checked with the shared payment rules (422 per field). */
  details: z.optional(z.partialRecord(z.enum(PAYMENT_FIELDS), z.string().check(z.maxLength(200)))),
  /** Pay with a saved profile of this method instead of `details`. */
  saved_profile_id: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  /** Deposits only: the deposit bonus offer chosen on `/deposit-bonus` (`GET /api/bonuses/deposit`); absent or null: none. */
  bonus_id: z.optional(z.nullable(z.int())),
  /**
   * Where the processor sends the player back: a same-origin path (checked like every redirect); `{id}` in it
   * becomes the payment's id. Absent: `/cashbox/result/{id}`.
   */
  return_path: z.optional(z.string().check(z.maxLength(500))),
});
export type PaymentRequest = z.infer<typeof paymentRequestSchema>;

/**
 * Deposit answer. Fiat: the player is sent to `redirect_url` (the processor's page; the dev processor on the
 * reference platform). Crypto: no page to visit — `crypto` holds the address to pay to (shown with a QR code);
 * the payment stays pending until the chain confirms.
 */
export const depositResponseSchema = z.object({
  id: wireInt,
  redirect_url: orNull(z.string()),
  crypto: orNull(z.object({ address: z.string(), network: wireText, memo: orNull(z.string()), qr_payload: z.string() })),
  payment: paymentSchema,
});
export type DepositResponse = z.output<typeof depositResponseSchema>;

/**
 * GET /api/player/payments/{id}: one payment, and for an open crypto deposit the address to pay to again
 * (the result screen after a reload). `crypto` is a reference-platform extension; others leave it out.
 */
export const paymentDetailSchema = z.extend(paymentSchema, { crypto: z._default(depositResponseSchema.shape.crypto, null) });
export type PaymentDetail = z.output<typeof paymentDetailSchema>;
export const cashoutResponseSchema = z.object({ id: z.int(), payment: paymentSchema });

/**
 * POST /dev/payments/{id}/callback: what the simulated payment provider reports. `token` is the secret of
 * the payment's redirect_url. Answers `{payment, changed}`; a replay answers `changed: false`; a transition
 * the state machine forbids answers 409 `{error: 'invalid_transition', payment}`.
 */
export const PAYMENT_OUTCOMES = ['succeed', 'decline', 'cancel', 'pending'] as const;
export const paymentCallbackSchema = z.object({ outcome: z.enum(PAYMENT_OUTCOMES), token: z.string().check(z.minLength(1), z.maxLength(100)) });
export const paymentCallbackResponseSchema = z.object({ payment: paymentSchema, changed: z.boolean() });

/**
 * GET /api/info/crypto_exchange_rates: what one whole coin is worth in each fiat currency (display only: the
 * dashboard's "≈ €12.34" beside a crypto wallet), and the exchange fee in percent.
 */
export const cryptoExchangeRateSchema = z.object({ currency: currencyCode, fiat: currencyCode, rate: wireNumber, fee_percent: z._default(wireNumber, 0) });
export type CryptoExchangeRate = z.output<typeof cryptoExchangeRateSchema>;

/**
 * GET /api/bonuses/deposit?currency=CODE: the deposit bonus offers a player may choose on `/deposit-bonus`.
 * `percent` of the deposit up to `max_amount_cents`, from `min_deposit_cents`; wagering `wager_multiplier`× the
 * bonus; free spins beside it. Read tolerantly: offers are the bonuses engine's, which grows.
 */
export const depositBonusOfferSchema = z.object({
  id: wireInt,
  title: z.string(),
  description: wireText,
  currency: currencyCode,
  percent: z._default(wireInt, 0),
  max_amount_cents: z._default(wireInt, 0),
  min_deposit_cents: z._default(wireInt, 0),
  wager_multiplier: z._default(wireInt, 0),
  freespins_count: z._default(wireInt, 0),
});
export type DepositBonusOffer = z.output<typeof depositBonusOfferSchema>;
export type WireDepositBonusOffer = z.input<typeof depositBonusOfferSchema>;

/**
 * POST /api/users/transaction (spec part 2 §7): risk details of a payment the client knows and the platform
 * cannot see (device, screen, time zone); stored beside the payment for the operator's risk checks.
 */
export const transactionRiskRequestSchema = z.object({
  transaction: z.object({
    payment_id: z.int(),
    timezone: z.optional(z.string().check(z.maxLength(64))),
    language: z.optional(z.string().check(z.maxLength(35))),
    screen: z.optional(z.string().check(z.regex(/^\d{2,5}x\d{2,5}$/))),
    user_agent: z.optional(z.string().check(z.maxLength(500))),
  }),
});

/**
 * Bonus settings of spec part 2 §3 and §4 (deposit promo code flow). PATCH /api/player/set_bonus_code takes
 * `{deposit_bonus_code}`, DELETE /api/player/clear_bonus_code nothing, PATCH /api/player/update_bonus_settings
 * `{settings: {can_issue}}`; all three answer the settings as they stand (GET /api/player shows them too, as
 * `deposit_bonus_code` and `can_issue_bonuses`).
 */
export const bonusCodeRequestSchema = z.object({
  deposit_bonus_code: z.string().check(z.minLength(1), z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/)),
});
export const bonusSettingsRequestSchema = z.object({ settings: z.object({ can_issue: z.boolean() }) });
export const bonusSettingsSchema = z.object({ deposit_bonus_code: orNull(z.string()), can_issue: wireFlag });
export type BonusSettings = z.output<typeof bonusSettingsSchema>;

/** POST /api/player/accounts. */
export const accountRequestSchema = z.object({ currency: currencyCode });

/**
 * A 422 refused by a responsible-gaming limit: `errors.limit` holds the limit type
 * (deposit, loss, wager, session, cooling_off, self_exclusion).
 */
export const limitErrorSchema = z.object({ errors: z.object({ limit: z.array(z.string()).check(z.minLength(1)) }) });

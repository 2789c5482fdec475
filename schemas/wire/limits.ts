import * as z from 'zod/mini';
import { MAX_MOVEMENT_MINOR_UNITS } from '../../config/limits';
import { currencyCode, isoDate } from './common';
import { type OTHER, openEnum, orNull, wireInt, wireText } from './tolerant';

/**
 * Responsible-gaming limits (`/api/user_limits`, WIRE.md "Money", part 2 §5 "limit changes are confirmed by a token").
 *
 * Lifecycle (issue 24 item 10): a limit that protects more than the one in force of its type, period and
 * currency (the first one, a lower amount, a shorter session, any cooling-off or self-exclusion) is created
 * `active` at once and replaces it. A looser one is created `unconfirmed` and mails a token (link
 * `/profile/limits/confirm?token=…`, valid 24 h, `confirm_until`); POST /confirm `{token}` makes it `pending`
 * until `applies_at` (24 h later, config/rg-limits.ts), when it replaces the old one. DELETE on an
 * unconfirmed or pending limit drops it at once; on an active money or session limit it mails a token
 * (`removal_confirm_until`), and confirming starts the cooling period (`status: 'disabling'`, `disable_at`);
 * cooling-off and self-exclusion cannot be removed (422) and simply run out at `active_until`.
 *
 * Money limits (deposit, loss, wager) count over calendar periods in UTC: day, week (from Monday), month.
 * A session limit caps the minutes of one signed-in session (`amount_cents` carries minutes, `currency` null).
 */
export const LIMIT_TYPES = ['deposit', 'loss', 'wager', 'session', 'cooling_off', 'self_exclusion'] as const;
/** Strict: the types a player may create (request side) and the reference platform stores. */
export const limitTypeSchema = z.enum(LIMIT_TYPES);
export type LimitType = z.infer<typeof limitTypeSchema>;
/** A listed limit's type: a platform may list a type newer than this client, kept as `'other'`. */
export type ListedLimitType = LimitType | typeof OTHER;

export const MONEY_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export const COOLING_OFF_PERIODS = ['24_hours', '1_week', '1_month', '6_weeks'] as const;
export const SELF_EXCLUSION_PERIODS = ['6_months', '1_year', '5_years', 'permanent'] as const;
/**
 * `pending` (issue 24 item 10): a looser limit confirmed by its token, waiting for `applies_at`; until then the
 * limit it replaces stays in force. A tighter limit is created `active` at once, no token needed.
 */
export const LIMIT_STATUSES = ['unconfirmed', 'pending', 'active', 'disabling'] as const;

const positiveAmount = z.int().check(z.positive(), z.maximum(MAX_MOVEMENT_MINOR_UNITS));

export const createLimitRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.enum(['deposit', 'loss', 'wager']), period: z.enum(MONEY_LIMIT_PERIODS), amount_cents: positiveAmount, currency: currencyCode }),
  /** `amount_cents` holds minutes for a session limit (1 minute to 24 hours). */
  z.object({ type: z.literal('session'), period: z.enum(MONEY_LIMIT_PERIODS), amount_cents: z.int().check(z.minimum(1), z.maximum(1440)) }),
  z.object({ type: z.literal('cooling_off'), period: z.enum(COOLING_OFF_PERIODS) }),
  z.object({ type: z.literal('self_exclusion'), period: z.enum(SELF_EXCLUSION_PERIODS) }),
]);
export type CreateLimitRequest = z.infer<typeof createLimitRequestSchema>;

export const confirmLimitRequestSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(128)) });

/** Read tolerantly (README.md in this folder): amounts may be numeric strings, a missing usage reads as 0. */
export const limitAccountSchema = z.object({
  currency: orNull(currencyCode),
  amount_cents: z.catch(wireInt, 0),
  /** Used so far in the current period (minutes of the current session for a session limit). */
  current_value_amount_cents: z.catch(wireInt, 0),
  /** End of the current period, or when a lock ends (null: permanent self-exclusion). */
  active_until: orNull(isoDate),
});

/**
 * GET /api/user_limits entry (also the answer of create, confirm and delete). Type, status and strategy are
 * open enums: a platform of the family may add values, which the client keeps as `'other'` and shows as a
 * neutral card instead of dropping the limit (a player must always see their limits).
 */
export const userLimitSchema = z.object({
  id: wireInt,
  type: openEnum(LIMIT_TYPES),
  period: wireText,
  status: openEnum(LIMIT_STATUSES),
  /** `limit` caps an amount per period; `lock` blocks the account for a period. */
  strategy: openEnum(['limit', 'lock']),
  created_at: orNull(isoDate),
  disable_at: orNull(isoDate),
  confirm_until: orNull(isoDate),
  /** When a `pending` limit takes over (optional: older platforms do not send it). */
  applies_at: z.optional(orNull(isoDate)),
  /** Set while the removal of an active limit waits for its mailed token (DELETE mails one). */
  removal_confirm_until: z.optional(orNull(isoDate)),
  accounts: z.catch(z.array(limitAccountSchema), []),
});
/** Whole-list reading for the reference platform's own tests; the client reads item by item. */
export const userLimitsSchema = z.array(userLimitSchema);
export type UserLimit = z.output<typeof userLimitSchema>;
/** What a platform sends (the reference platform writes this type). */
export type WireUserLimit = z.input<typeof userLimitSchema>;

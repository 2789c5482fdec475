import { parseAmount } from '@core/index';
import { fail, integer, maxValue, minValue, required, type FieldRule, type RulesByField } from '@schemas/validation';
import { COOLING_OFF_PERIODS, MONEY_LIMIT_PERIODS, SELF_EXCLUSION_PERIODS, type CreateLimitRequest, type LimitType, type ListedLimitType } from '@schemas/wire/limits';

export const PERIODS_BY_TYPE: Readonly<Record<LimitType, readonly string[]>> = {
  deposit: MONEY_LIMIT_PERIODS,
  loss: MONEY_LIMIT_PERIODS,
  wager: MONEY_LIMIT_PERIODS,
  session: MONEY_LIMIT_PERIODS,
  cooling_off: COOLING_OFF_PERIODS,
  self_exclusion: SELF_EXCLUSION_PERIODS,
};

/** Listed limits may be of a type this client does not know (`'other'`): neither money nor lock. */
export const isMoneyLimit = (type: ListedLimitType) => type === 'deposit' || type === 'loss' || type === 'wager';
export const isLockLimit = (type: ListedLimitType) => type === 'cooling_off' || type === 'self_exclusion';

/** Session limits hold minutes (schemas/wire/limits.ts: 1 minute to 24 hours). */
export const SESSION_MINUTES_MAX = 1440;

export interface LimitFormValues extends Record<string, unknown> {
  type: LimitType;
  period: string;
  amount: string;
}

/** A positive amount in the player's currency, in its minor units. */
const positiveAmount = (currency: string): FieldRule => (value) => {
  const cents = parseAmount(String(value ?? ''), currency);
  return cents !== null && cents > 0 ? null : fail('invalidValue');
};

export function limitRules(type: LimitType, currency: string): RulesByField {
  if (isMoneyLimit(type)) return { period: [required()], amount: [required(), positiveAmount(currency)] };
  if (type === 'session') return { period: [required()], amount: [required(), integer(), minValue(1), maxValue(SESSION_MINUTES_MAX)] };
  return { period: [required()] };
}

/** The request of valid form values (run `limitRules` first). */
export function limitRequest(values: LimitFormValues, currency: string): CreateLimitRequest {
  const { type, period } = values;
  if (isMoneyLimit(type)) {
    return { type: type as 'deposit' | 'loss' | 'wager', period: period as 'day', amount_cents: parseAmount(values.amount, currency) ?? 0, currency };
  }
  if (type === 'session') return { type, period: period as 'day', amount_cents: Number(values.amount) };
  if (type === 'cooling_off') return { type, period: period as (typeof COOLING_OFF_PERIODS)[number] };
  return { type: 'self_exclusion', period: period as (typeof SELF_EXCLUSION_PERIODS)[number] };
}

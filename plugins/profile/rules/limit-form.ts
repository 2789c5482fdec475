import { parseAmount } from '@core/index';
import { fail, limitAmount, limitMinutes, required, type FieldRule, type RulesByField } from '@schemas/validation';
import { COOLING_OFF_PERIODS, MONEY_LIMIT_PERIODS, SELF_EXCLUSION_PERIODS, type CreateLimitRequest, type LimitType, type ListedLimitType, type UserLimit } from '@schemas/wire/limits';

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


export interface LimitFormValues extends Record<string, unknown> {
  type: LimitType;
  period: string;
  amount: string;
}

/** Words the largest allowed amount in a "too large" message (money per locale, minutes as a count). */
export interface LimitMaxFormat {
  money: (minorUnits: number, currency: string) => string;
  minutes: (minutes: number) => string;
}

/**
 * The typed amount through the shared limit rule (schemas/validation/limit-rules.ts): "-5" is negative, not
 * merely invalid, so the player reads what to change.
 */
const typedAmount = (currency: string, format: LimitMaxFormat): FieldRule => (value, values) => {
  const text = String(value ?? '').trim();
  if (text === '') return null;
  const negative = text.startsWith('-');
  const cents = parseAmount(negative ? text.slice(1) : text, currency);
  if (cents === null) return fail('invalidValue');
  return limitAmount(currency, format.money)(negative ? -cents : cents, values);
};

const typedMinutes = (format: LimitMaxFormat): FieldRule => (value, values) => {
  const text = String(value ?? '').trim();
  if (text === '') return null;
  if (!/^-?\d+$/.test(text)) return fail('integer');
  return limitMinutes(format.minutes)(Number(text), values);
};

export function limitRules(type: LimitType, currency: string, format: LimitMaxFormat): RulesByField {
  if (isMoneyLimit(type)) return { period: [required()], amount: [required(), typedAmount(currency, format)] };
  if (type === 'session') return { period: [required()], amount: [required(), typedMinutes(format)] };
  return { period: [required()] };
}

/** The amount of valid form values in the units the wire carries (minor units, minutes), else null. */
export function typedLimitAmount(values: LimitFormValues, currency: string): number | null {
  if (isMoneyLimit(values.type)) return parseAmount(values.amount, currency);
  return values.type === 'session' && /^\d+$/.test(values.amount.trim()) ? Number(values.amount) : null;
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

/**
 * The limit a new one of these values would replace: same type, period and currency, in force now (active or
 * being removed). Locks never replace each other. `null` for a new kind of limit.
 */
export function replacedLimit<L extends Pick<UserLimit, 'type' | 'period' | 'status'> & { accounts: readonly { currency: string | null }[] }>(
  limits: readonly L[],
  values: Pick<LimitFormValues, 'type' | 'period'>,
  currency: string,
): L | null {
  if (isLockLimit(values.type)) return null;
  const wanted = isMoneyLimit(values.type) ? currency : null;
  return (
    limits.find(
      (limit) => limit.type === values.type && limit.period === values.period && (limit.status === 'active' || limit.status === 'disabling') && (limit.accounts[0]?.currency ?? null) === wanted,
    ) ?? null
  );
}

import { subunitsOf } from '../../config/currencies';
import { limitMaxMinorUnits, SESSION_LIMIT_MAX_MINUTES } from '../../config/rg-limits';
import { asText, fail, isEmpty, type FieldRule } from './types';

/**
 * Responsible-gaming limit amounts (issue 24 item 5), shared by the profile's limit form and
 * POST /api/user_limits. The value is in minor units (minutes for a session limit): the client parses the
 * typed amount first. Zero, negative and too-large values each get their own message, since "invalid value"
 * does not tell a player what to change.
 */
function checkAmount(value: unknown, max: number, shownMax: string): ReturnType<FieldRule> {
  if (isEmpty(value)) return null;
  const n = typeof value === 'number' ? value : Number(asText(value).trim());
  if (!Number.isFinite(n)) return fail('invalidValue');
  if (n < 0) return fail('limitNegative');
  if (n === 0) return fail('limitZero');
  if (!Number.isInteger(n)) return fail('integer');
  return n > max ? fail('limitTooLarge', { max: shownMax }) : null;
}

/**
 * `formatMax` words the largest allowed amount in the message (the client formats money per locale; the
 * platform, which has no money formatter, sends major units and the currency code).
 */
export const limitAmount =
  (currency: string, formatMax: (minorUnits: number, currency: string) => string = plainMoney): FieldRule =>
  (value) => {
    const max = limitMaxMinorUnits(currency);
    return checkAmount(value, max, formatMax(max, currency));
  };

/** A session limit in whole minutes, at most a day. */
export const limitMinutes = (formatMax: (minutes: number) => string = String): FieldRule => (value) =>
  checkAmount(value, SESSION_LIMIT_MAX_MINUTES, formatMax(SESSION_LIMIT_MAX_MINUTES));

function plainMoney(minorUnits: number, currency: string): string {
  return `${new Intl.NumberFormat('en', { maximumFractionDigits: 8 }).format(minorUnits / subunitsOf(currency))} ${currency}`;
}

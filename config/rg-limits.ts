import { subunitsOf } from './currencies';
import { MAX_MOVEMENT_MINOR_UNITS } from './limits';

/**
 * Responsible-gaming limits (issue 24 items 5 and 10; spec part 2 §5 "limit changes are confirmed by a token").
 * Not in the spec: the numbers below are decisions, kept here so an operator changes them in one place.
 */

/** Hours a loosening (higher amount, longer session, removal) waits after its token is confirmed. */
export const LIMIT_LOOSEN_DELAY_HOURS = 24;
/** Hours the mailed confirmation link of a loosening stays valid. */
export const LIMIT_CONFIRM_WINDOW_HOURS = 24;
/** A session limit caps one session's minutes: at most a day. */
export const SESSION_LIMIT_MAX_MINUTES = 1440;

/**
 * The largest deposit, loss or wager limit per period, in major units of each currency: about one million
 * euros, rounded to a plain figure in each currency. Above it a "limit" limits nothing, and a typo of a few
 * extra zeros would otherwise be stored as a meaningless number that overflows the limit card.
 */
export const LIMIT_MAX_MAJOR_UNITS: Readonly<Record<string, number>> = {
  EUR: 1_000_000, GBP: 1_000_000, USD: 1_000_000, CAD: 1_500_000, AUD: 1_500_000, NZD: 1_500_000,
  NOK: 10_000_000, PLN: 5_000_000, JPY: 150_000_000, BRL: 5_000_000, INR: 100_000_000, KZT: 500_000_000,
  BTC: 20, BCH: 3_000, ETH: 400, LTC: 15_000, DOG: 5_000_000, USDT: 1_000_000, USDC: 1_000_000,
  BNB: 2_000, ADA: 2_000_000, TRX: 5_000_000,
};
/** Currencies without an entry (a new one in the currency config) fall back to the euro figure. */
const FALLBACK_MAJOR_UNITS = 1_000_000;

/** The largest limit amount of a currency in its minor units, never above one money movement's cap. */
export function limitMaxMinorUnits(currency: string): number {
  const major = LIMIT_MAX_MAJOR_UNITS[currency] ?? FALLBACK_MAJOR_UNITS;
  return Math.min(MAX_MOVEMENT_MINOR_UNITS, major * subunitsOf(currency));
}

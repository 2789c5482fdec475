import { isCryptoCurrency, subunitsOf } from '../../../config/currencies';
import { coinValueInEur } from './crypto-rates';

/**
 * Amounts the reference platform states in euros (method limits, quick amounts, bonus caps) turned into a
 * friendly amount of another currency: "50" stays a round 50 in dollars, 500 in kroner, 5,000 in yen, and a
 * tidy 0.001 in bitcoin, rather than 54.17 or 0.00083333. Demo reference data, like the rates it builds on.
 */

/** Major units of each fiat currency that stand for one euro, rounded to a friendly step. */
const FIAT_SCALE: Readonly<Record<string, number>> = {
  EUR: 1, GBP: 1, USD: 1, CAD: 1, AUD: 1, NZD: 1, NOK: 10, PLN: 5, JPY: 100, BRL: 5, INR: 100, KZT: 500,
};

/** The nearest of 1, 2 or 5 times a power of ten (nearest on a log scale). */
function oneTwoFive(value: number): number {
  const power = Math.floor(Math.log10(value));
  const candidates = [1, 2, 5, 10].map((m) => m * 10 ** power);
  return candidates.reduce((best, c) => (Math.abs(Math.log(c / value)) < Math.abs(Math.log(best / value)) ? c : best));
}

/** `eurMajor` euros as friendly minor units of `currency` (fiat or crypto); null for an unknown code. */
export function friendlyMinorUnits(eurMajor: number, currency: string): number | null {
  if (isCryptoCurrency(currency)) {
    const coin = coinValueInEur(currency);
    if (coin === null) return null;
    return Math.round(oneTwoFive(eurMajor / coin) * subunitsOf(currency));
  }
  const scale = FIAT_SCALE[currency];
  return scale === undefined ? null : Math.round(eurMajor * scale * subunitsOf(currency));
}

/**
 * An amount as English text for platform-written strings (offer titles, the `{{min}}` of a 422 message):
 * `€500`, `€12.50`, `¥5,000`, `0.0005 BTC`. The client formats what it shows itself (core/money); this is
 * only for text the platform composes.
 */
export function displayAmount(cents: number, currency: string): string {
  const major = cents / subunitsOf(currency);
  if (isCryptoCurrency(currency)) return `${major.toFixed(8).replace(/\.?0+$/, '')} ${currency}`;
  const whole = Number.isInteger(major);
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency, minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 }).format(major);
  } catch {
    return `${major.toFixed(2)} ${currency}`;
  }
}

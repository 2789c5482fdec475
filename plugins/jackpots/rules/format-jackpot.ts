import { subunitsOf } from '@config/currencies';
import { formatMoney } from '@core/index';

/**
 * A jackpot amount as text: always 2 decimals (spec part 1 §9, part 2 §9), in the currency's format for the locale.
 * Crypto keeps core's display units (formatMoney); a currency Intl does not know shows the number and its code.
 */
export function formatJackpot(cents: number, currency: string, locale: string): string {
  const subunits = subunitsOf(currency);
  if (subunits > 100 || subunits < 1) return formatMoney(cents, currency, locale).text;
  const value = cents / subunits;
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  } catch {
    return `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} ${currency}`;
  }
}

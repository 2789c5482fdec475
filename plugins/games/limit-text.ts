import { isCryptoCurrency, subunitsOf } from '@config/currencies';
import { formatMoney } from '@core/index';

/**
 * A table limit short enough for a tile's corner: `€0.50`, `€5,000`, `€25K`, `¥50K` (no zero cents on
 * whole amounts, compact from ten thousand up, in the visitor's locale). Crypto amounts keep the core's
 * display units (`µBTC`) through `formatMoney`, as does any code `Intl` cannot format.
 */
export function limitText(cents: number, currency: string, locale: string): string {
  if (isCryptoCurrency(currency)) return formatMoney(cents, currency, locale).text;
  const value = cents / subunitsOf(currency);
  const whole = Number.isInteger(value);
  const compact = value >= 10_000;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      notation: compact ? 'compact' : 'standard',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: compact ? 1 : whole ? 0 : 2,
    }).format(value);
  } catch {
    return formatMoney(cents, currency, locale).text;
  }
}

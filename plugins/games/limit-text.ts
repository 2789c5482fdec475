import { isCryptoCurrency } from '@config/currencies';
import { formatMoney } from '@core/index';

/**
 * A table limit short enough for a tile's corner: `€0.50`, `€5,000`, `€25K`, `¥50K` (no zero cents on
 * whole amounts, compact from ten thousand up, in the visitor's locale), all through core's `formatMoney`.
 * Crypto amounts keep the core's display units (`µBTC`) and fraction.
 */
export function limitText(cents: number, currency: string, locale: string): string {
  if (isCryptoCurrency(currency)) return formatMoney(cents, currency, locale).text;
  return formatMoney(cents, currency, locale, { wholeUnits: true, compact: true }).text;
}

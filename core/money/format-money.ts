import { CRYPTO_DISPLAY_UNITS, CRYPTO_MAX_FRACTION_DIGITS, isCryptoCurrency, subunitsOf } from '@config/currencies';

export interface FormattedMoney {
  text: string;
  /** Display unit for crypto shown in milli/micro units (`mBTC`…), else the currency code. */
  unit: string;
}

/**
 * The one place amounts become text (DESIGN §5). `cents` are integer minor units of `currency`;
 * ETH and LTC show in milli-units and BTC in micro-units, with up to 8 fraction digits (spec part 1 §9).
 */
export function formatMoney(cents: number, currency: string, locale: string): FormattedMoney {
  const subunits = subunitsOf(currency);
  if (isCryptoCurrency(currency)) {
    const display = CRYPTO_DISPLAY_UNITS[currency];
    const scale = display ? 10 ** display.power : 1;
    const value = (cents / subunits) * scale;
    const digits = Math.max(0, CRYPTO_MAX_FRACTION_DIGITS - (display?.power ?? 0));
    const text = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: digits }).format(value);
    const unit = display ? `${display.prefix}${currency}` : currency;
    return { text: `${text} ${unit}`, unit };
  }
  const fraction = Math.round(Math.log10(subunits));
  try {
    const text = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: fraction, maximumFractionDigits: fraction }).format(cents / subunits);
    return { text, unit: currency };
  } catch {
    // Not an ISO code Intl knows (FUN): plain number and the code.
    const text = new Intl.NumberFormat(locale, { minimumFractionDigits: fraction, maximumFractionDigits: fraction }).format(cents / subunits);
    return { text: `${text} ${currency}`, unit: currency };
  }
}

/** Major-unit input (`"12.5"`) to integer minor units, or `null` when it is not a valid amount. */
export function parseAmount(input: string, currency: string): number | null {
  const normalized = input.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(normalized)) return null;
  const subunits = subunitsOf(currency);
  const [whole = '0', fraction = ''] = normalized.split('.');
  const digits = Math.round(Math.log10(subunits));
  if (fraction.length > digits) return null;
  return Number(whole) * subunits + Number(fraction.padEnd(digits, '0') || '0');
}

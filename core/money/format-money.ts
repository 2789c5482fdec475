import { CRYPTO_DISPLAY_UNITS, CRYPTO_MAX_FRACTION_DIGITS, isCryptoCurrency, subunitsOf } from '@config/currencies';

export interface MoneyOptions {
  /** Whole amounts without the zero fraction (`€1,500`, not `€1,500.00`): headline amounts in banners and notices. */
  wholeUnits?: boolean;
  /** From ten thousand up in the locale's short form (`€25.5K` en, `25,5 k $` fr-CA; German keeps `25.500 €`): small tiles' corners. Fiat only. */
  compact?: boolean;
}

export interface FormattedMoney {
  text: string;
  /** Display unit for crypto shown in milli/micro units (`mBTC`…), else the currency code. */
  unit: string;
}

/**
 * Formatters by locale and options: making an `Intl.NumberFormat` costs far more than using one, and a lobby of
 * tiles formats hundreds of amounts per render (a server render of `/` spent more time here than in React). They
 * hold no visitor data, so one cache serves every request. `null`: a currency code Intl refuses.
 */
const formatters = new Map<string, Intl.NumberFormat | null>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat | null {
  const key = `${locale}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat(locale, options);
    } catch {
      formatter = null;
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The one place amounts become text (DESIGN §5). `cents` are integer minor units of `currency`;
 * ETH and LTC show in milli-units and BTC in micro-units, with up to 8 fraction digits (spec part 1 §9).
 */
export function formatMoney(cents: number, currency: string, locale: string, options: MoneyOptions = {}): FormattedMoney {
  const subunits = subunitsOf(currency);
  if (isCryptoCurrency(currency)) {
    const display = CRYPTO_DISPLAY_UNITS[currency];
    const scale = display ? 10 ** display.power : 1;
    const value = (cents / subunits) * scale;
    const digits = Math.max(0, CRYPTO_MAX_FRACTION_DIGITS - (display?.power ?? 0));
    const text = numberFormat(locale, { minimumFractionDigits: options.wholeUnits && Number.isInteger(value) ? 0 : 2, maximumFractionDigits: digits })!.format(value);
    const unit = display ? `${display.prefix}${currency}` : currency;
    return { text: `${text} ${unit}`, unit };
  }
  const whole = options.wholeUnits === true && cents % subunits === 0;
  const compact = options.compact === true && Math.abs(cents / subunits) >= 10_000;
  const fraction = whole || compact ? 0 : Math.round(Math.log10(subunits));
  const digits = compact ? { notation: 'compact' as const, minimumFractionDigits: 0, maximumFractionDigits: 1 } : { minimumFractionDigits: fraction, maximumFractionDigits: fraction };
  const formatter = numberFormat(locale, { style: 'currency', currency, ...digits });
  if (formatter) return { text: formatter.format(cents / subunits), unit: currency };
  // Not an ISO code Intl knows (FUN): plain number and the code.
  const text = numberFormat(locale, { minimumFractionDigits: fraction, maximumFractionDigits: fraction })!.format(cents / subunits);
  return { text: `${text} ${currency}`, unit: currency };
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

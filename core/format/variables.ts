import { DEFAULT_CURRENCY } from '@config/limits';
import { formatMoney } from '../money/format-money';

/** `{ name: { CUR: text | amount in minor units } }`: the per-currency variables of banners and notices. */
export type AmountVariables = Record<string, Record<string, string | number>>;

const VARIABLE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/**
 * `{name}` → the variable's value in the player's currency, falling back to EUR (spec part 1 §3). An amount
 * is formatted with `formatMoney` in the currency it was given for (the EUR fallback reads `€1,500`, never
 * `$1,500`) and without a zero fraction: one way of writing money across header, banners and notices.
 * Unknown names stay as written.
 */
export function fillVariables(text: string, variables: AmountVariables | undefined, currency: string, locale: string): string {
  if (!variables) return text;
  return text.replace(VARIABLE, (whole, name: string) => {
    const values = Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : undefined;
    if (!values) return whole;
    const used = currency in values ? currency : DEFAULT_CURRENCY;
    const value = values[used];
    if (typeof value === 'number') return formatMoney(value, used, locale, { wholeUnits: true }).text;
    return value ?? whole;
  });
}

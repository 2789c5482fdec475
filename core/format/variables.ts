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
    return (values && variableText(values, currency, locale)) ?? whole;
  });
}

const has = (values: object, key: string) => Object.prototype.hasOwnProperty.call(values, key);

/**
 * One variable's text for a currency: the player's currency, else EUR, else any value there is. An amount is
 * formatted in the currency it was given for, in the reader's locale, without a zero fraction.
 */
export function variableText(values: Record<string, string | number>, currency: string, locale: string): string | undefined {
  const used = has(values, currency) ? currency : has(values, DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : Object.keys(values)[0];
  if (used === undefined) return undefined;
  const value = values[used];
  return typeof value === 'number' ? formatMoney(value, used, locale, { wholeUnits: true }).text : value;
}

import { DEFAULT_CURRENCY } from '@config/limits';
import { formatMoney } from '../money/format-money';
import type { CmsPageJson } from '@schemas/wire/cms';

/** `blocks.json.variables` of a CMS page: `{ name: { CUR: text | minor units } }`, EUR being the fallback (schemas/wire/cms). */
export type CmsVariables = NonNullable<CmsPageJson['variables']>;

const VARIABLE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

const has = (values: object, key: string) => Object.prototype.hasOwnProperty.call(values, key);

/**
 * The text of one variable for a currency: the player's currency, else EUR, else any value there is. An
 * amount is formatted in the currency it was given for, in the reader's locale (core/format, issue 24).
 */
export function variableValue(values: Record<string, string | number>, currency: string, locale = 'en'): string | undefined {
  const used = has(values, currency) ? currency : has(values, DEFAULT_CURRENCY) ? DEFAULT_CURRENCY : Object.keys(values)[0];
  if (used === undefined) return undefined;
  const value = values[used];
  return typeof value === 'number' ? formatMoney(value, used, locale, { wholeUnits: true }).text : value;
}

/**
 * Replaces `{name}` with the variable's text for the player's currency (spec part 1 §2). Unknown names stay
 * as written: braces are ordinary characters in prose. Runs before sanitising, so values get sanitised too.
 */
export function substituteVariables(html: string, variables: CmsVariables | undefined, currency: string, locale = 'en'): string {
  if (!variables) return html;
  return html.replace(VARIABLE, (whole, name: string) => {
    const values = Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : undefined;
    if (!values) return whole;
    return variableValue(values, currency, locale) ?? whole;
  });
}

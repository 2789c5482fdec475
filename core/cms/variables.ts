import { DEFAULT_CURRENCY } from '@config/limits';
import type { CmsPageJson } from '@schemas/wire/cms';

/** `blocks.json.variables` of a CMS page: `{ name: { CUR: text } }`, EUR being the fallback (schemas/wire/cms). */
export type CmsVariables = NonNullable<CmsPageJson['variables']>;

const VARIABLE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The text of one variable for a currency: the player's currency, else EUR, else any value there is. */
export function variableValue(values: Record<string, string>, currency: string): string | undefined {
  return values[currency] ?? values[DEFAULT_CURRENCY] ?? Object.values(values)[0];
}

/**
 * Replaces `{name}` with the variable's text for the player's currency (spec part 1 §2). Unknown names stay
 * as written: braces are ordinary characters in prose. Runs before sanitising, so values get sanitised too.
 */
export function substituteVariables(html: string, variables: CmsVariables | undefined, currency: string): string {
  if (!variables) return html;
  return html.replace(VARIABLE, (whole, name: string) => {
    const values = Object.prototype.hasOwnProperty.call(variables, name) ? variables[name] : undefined;
    if (!values) return whole;
    return variableValue(values, currency) ?? whole;
  });
}

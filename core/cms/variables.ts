import type { CmsPageJson } from '@schemas/wire/cms';
import { fillVariables, variableText } from '../format/variables';

/** `blocks.json.variables` of a CMS page: `{ name: { CUR: text | minor units } }`, EUR being the fallback (schemas/wire/cms). */
export type CmsVariables = NonNullable<CmsPageJson['variables']>;

/** The text of one variable for a currency (core/format/variables.ts: the one rule for banners, notices and CMS). */
export const variableValue = (values: Record<string, string | number>, currency: string, locale = 'en') => variableText(values, currency, locale);

/**
 * Replaces `{name}` with the variable's text for the player's currency (spec part 1 §2). Unknown names stay
 * as written: braces are ordinary characters in prose. Runs before sanitising, so values get sanitised too.
 */
export const substituteVariables = (html: string, variables: CmsVariables | undefined, currency: string, locale = 'en') => fillVariables(html, variables, currency, locale);

import * as z from 'zod/mini';
import { ruleSpecSchema } from '../validation/rule-specs';
import { countryRestrictionSchema } from './client-context';
import { orNull, wireFlag, wireInt, wireText } from './tolerant';

// In its own file so that the boot-time check does not pull the validation rules into every page.
export { clientContextSchema, countryRestrictionSchema, type ClientContext } from './client-context';

/** Reference data (spec part 1 §7 `GET /api/info/*`, WIRE.md "Reference data"). */

export const currencyInfoSchema = z.object({
  code: z.string().check(z.minLength(1)),
  symbol: wireText,
  /** Minor units per whole unit: 100 for most fiat, 1 for JPY, 10^8 for every crypto currency. */
  subunits_to_unit: z.pipe(wireInt, z.int().check(z.positive())),
  fiat: wireFlag,
  default: wireFlag,
});
export const currenciesInfoSchema = z.array(currencyInfoSchema);
export type CurrencyInfo = z.output<typeof currencyInfoSchema>;

export const countryInfoSchema = z.object({
  name: z.string(),
  code: z.string().check(z.regex(/^[A-Z]{2}$/)),
  default_currency: orNull(z.string()),
  /**
   * §6: `full` refuses registration and sign-in; `partial` shows guests a geo notice. The reference
   * platform's addition: the family sends no restriction, read as none (the platform still refuses).
   */
  restriction: orNull(countryRestrictionSchema),
});
export const countriesInfoSchema = z.array(countryInfoSchema);
export type CountryInfo = z.output<typeof countryInfoSchema>;

/** VIP tiers (part 2 §3): ids 1117, 257, 258, 259, 255, 759. */
export const statusInfoSchema = z.object({
  id: z.int(),
  name: z.string(),
  status: z.string(),
  writable: z.boolean(),
  conditions: z.array(z.object({ persistent_comp_points: z.object({ min: z.int(), max: z.nullable(z.int()) }) })),
});
export const statusesInfoSchema = z.array(statusInfoSchema);
export type StatusInfo = z.infer<typeof statusInfoSchema>;

export const projectInfoSchema = z.object({
  name: z.string(),
  /** The licence the platform assumes for this visitor: EE for Estonian visitors, else CW (§1). */
  license: z.enum(['CW', 'EE']),
  default_currency: z.string(),
  default_locale: z.string(),
  apps: z.array(z.object({ name: z.enum(['casino', 'sportsbook']), enabled: z.boolean(), url: z.string() })),
});
export type ProjectInfo = z.infer<typeof projectInfoSchema>;

export const localeInfoSchema = z.object({ code: z.string(), name: z.string(), default: z.boolean() });
export const localesInfoSchema = z.array(localeInfoSchema);

/** The five contexts of §5 in which the platform asks for profile fields. */
export const PLAYER_FIELD_CONTEXTS = ['registration', 'deposit', 'cashout', 'edition', 'game_provider'] as const;
export const playerFieldContextSchema = z.enum(PLAYER_FIELD_CONTEXTS);
export type PlayerFieldContext = z.infer<typeof playerFieldContextSchema>;

/**
 * Fields-info: `GET /api/info/player_fields?context=<context>` (default `edition`). One entry per field the
 * form of that context shows, in display order. `rules` are the shared validation rules as data
 * (`rulesFromSpecs` in schemas/validation builds the validators); the platform validates PATCH /api/player
 * with the same list, so a field is `required` exactly when its rules start with `{rule:'required'}`.
 * `options` lists allowed values for selects (country, currency, gender).
 */
export const playerFieldInfoSchema = z.object({
  name: z.string(),
  type: z.enum(['string', 'boolean', 'date', 'select', 'password', 'email']),
  required: z.boolean(),
  editable: z.boolean(),
  rules: z.array(ruleSpecSchema),
  options: z.optional(z.array(z.string())),
});
export const playerFieldsInfoSchema = z.object({ context: playerFieldContextSchema, fields: z.array(playerFieldInfoSchema) });
export type PlayerFieldInfo = z.infer<typeof playerFieldInfoSchema>;
export type PlayerFieldsInfo = z.infer<typeof playerFieldsInfoSchema>;

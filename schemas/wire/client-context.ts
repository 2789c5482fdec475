import * as z from 'zod/mini';

/** `full` or `partial` restriction of a country (spec part 1 §6), `null` when none. */
export const countryRestrictionSchema = z.nullable(z.enum(['full', 'partial']));

/** GET /client-context: what the platform knows about this visitor before any sign-in. */
export const clientContextSchema = z.object({
  country_code: z.string(),
  restriction: countryRestrictionSchema,
  license: z.enum(['CW', 'EE']),
  locale: z.string(),
  signed_in: z.boolean(),
  default_currency: z.string(),
});
export type ClientContext = z.infer<typeof clientContextSchema>;

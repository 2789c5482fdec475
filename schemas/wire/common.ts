import * as z from 'zod/mini';

/** WIRE.md: 422 answers carry `{ errors: { field: [message, …] } }`. */
export const validationErrorsSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrors = z.infer<typeof validationErrorsSchema>['errors'];

export const isoDate = z.string().check(z.minLength(1));
export const cents = z.int();
export const currencyCode = z.string().check(z.regex(/^[A-Z]{3,5}$/));

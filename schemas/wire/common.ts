import { z } from 'zod';

/** WIRE.md: 422 answers carry `{ errors: { field: [message, …] } }`. */
export const validationErrorsSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrors = z.infer<typeof validationErrorsSchema>['errors'];

export const isoDate = z.string().min(1);
export const cents = z.number().int();
export const currencyCode = z.string().regex(/^[A-Z]{3,5}$/);

import { DEFAULT_CURRENCY } from '../../config/limits';

/** Building blocks shared by the fe-config JSON Schemas. */
export const countryCode = { type: 'string', pattern: '^[A-Z]{2}$' } as const;
export const currencyCodeSchema = { type: 'string', pattern: '^[A-Z]{3,5}$' } as const;
export const groupIds = { type: 'array', items: { type: 'integer' } } as const;
/** Same-origin path or absolute https URL. */
export const link = { type: 'string', pattern: '^(/|https://|#)' } as const;
export const isoDateTime = { type: 'string', format: 'date-time' } as const;
/** Per-currency values with the default currency (EUR) required as the fallback (spec part 1 §3). */
export const perCurrencyText = {
  type: 'object',
  required: [DEFAULT_CURRENCY],
  properties: { [DEFAULT_CURRENCY]: { type: 'string' } },
  propertyNames: { pattern: '^[A-Z]{3,5}$' },
  additionalProperties: { type: 'string' },
} as const;
export const perCurrencyCents = {
  type: 'object',
  required: [DEFAULT_CURRENCY],
  properties: { [DEFAULT_CURRENCY]: { type: 'integer', minimum: 0 } },
  propertyNames: { pattern: '^[A-Z]{3,5}$' },
  additionalProperties: { type: 'integer', minimum: 0 },
} as const;

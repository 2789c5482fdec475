import type { FromSchema } from 'json-schema-to-ts';
import { countryCode } from './common';

/**
 * `providers-config`: which studios are hidden, per visitor country or everywhere (spec part 1 §6).
 * `disabled` maps a provider slug to the countries where it is hidden, or to `"all"`. Object order is
 * meaningful: only the first 20 entries apply (§5, §9). `newProviders` drive the once-per-session
 * new-provider popup for `newProviderPopupGroups`.
 */
export const providersConfigSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/providers-config.json',
  type: 'object',
  additionalProperties: false,
  required: ['disabled'],
  properties: {
    disabled: {
      type: 'object',
      propertyNames: { pattern: '^[a-z0-9-]+$' },
      additionalProperties: {
        anyOf: [{ type: 'string', const: 'all' }, { type: 'array', items: countryCode, uniqueItems: true }],
      },
    },
    newProviders: { type: 'array', items: { type: 'string' } },
    newProviderPopupGroups: { type: 'array', items: { type: 'integer' } },
  },
} as const;
export type ProvidersConfig = FromSchema<typeof providersConfigSchema>;

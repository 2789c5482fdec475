import type { FromSchema } from 'json-schema-to-ts';
import { countryCode, currencyCodeSchema, groupIds, link } from './common';

/** `stag-by-referrer-name`: partner tags set from a search-engine referrer (spec part 1 §1, §9). */
export const stagByReferrerNameSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/stag-by-referrer-name.json',
  type: 'object',
  additionalProperties: false,
  required: ['referrers'],
  properties: {
    referrers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'match', 'stag', 'affb_id'],
        properties: { name: { type: 'string' }, match: { type: 'string' }, stag: { type: 'string' }, affb_id: { type: 'string' } },
      },
    },
  },
} as const;

/** `survey-config` (spec part 1 §3 "Survey config"). */
export const surveyConfigSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/survey-config.json',
  type: 'object',
  additionalProperties: false,
  required: ['survey_id', 'survey_collector_id', 'is_enable_widget'],
  properties: { survey_id: { type: 'string' }, survey_collector_id: { type: 'string' }, is_enable_widget: { type: 'boolean' } },
} as const;

/** `betting-config`: the sports-betting link (only on listed hosts, never for Estonia). */
export const bettingConfigSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/betting-config.json',
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'url', 'hosts', 'disabledCountries'],
  properties: {
    enabled: { type: 'boolean' },
    url: { type: 'string', pattern: '^https://' },
    hosts: { type: 'array', items: { type: 'string' } },
    disabledCountries: { type: 'array', items: countryCode },
  },
} as const;

/** `currency-config`: the enabled currencies (spec §9 "the enabled list comes from currency config"). */
export const currencyConfigSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/currency-config.json',
  type: 'object',
  additionalProperties: false,
  required: ['default', 'fiat', 'crypto', 'byCountry'],
  properties: {
    default: currencyCodeSchema,
    fiat: { type: 'array', items: currencyCodeSchema },
    crypto: { type: 'array', items: currencyCodeSchema },
    byCountry: { type: 'object', propertyNames: { pattern: '^[A-Z]{2}$' }, additionalProperties: currencyCodeSchema },
    hiddenForCountries: { type: 'object', additionalProperties: { type: 'array', items: countryCode } },
  },
} as const;

/** `main-widget-config`: floating widget bookmarks (shop, wheel, adventures, quests, activity hub). */
export const mainWidgetConfigSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/main-widget-config.json',
  type: 'object',
  additionalProperties: false,
  required: ['widgets'],
  properties: {
    widgets: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'enabled', 'order', 'link'],
        properties: { id: { type: 'string' }, enabled: { type: 'boolean' }, order: { type: 'integer' }, link, icon: { type: 'string' }, groups: groupIds, testersOnly: { type: 'boolean' } },
      },
    },
  },
} as const;

/** `logo-config`: brand logo and seasonal variants. */
export const logoConfigSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/logo-config.json',
  type: 'object',
  additionalProperties: false,
  required: ['default'],
  properties: {
    default: { type: 'object', additionalProperties: false, required: ['src', 'alt'], properties: { src: link, srcMobile: link, alt: { type: 'string' } } },
    seasonal: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['from', 'to', 'src'], properties: { from: { type: 'string', pattern: '^\\d{2}-\\d{2}$' }, to: { type: 'string', pattern: '^\\d{2}-\\d{2}$' }, src: link } },
    },
  },
} as const;

/**
 * `footer-config` (our addition): footer socials, payment logos, contacts and trust badges. Socials and
 * payment methods live here rather than in an endpoint so operators edit them like the other documents.
 */
export const footerConfigSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/footer-config.json',
  type: 'object',
  additionalProperties: false,
  required: ['socials', 'payments', 'contacts'],
  properties: {
    socials: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['name', 'url', 'icon'], properties: { name: { type: 'string' }, url: { type: 'string', pattern: '^https://' }, icon: { type: 'string' } } } },
    payments: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'label', 'logo'],
        properties: {
          name: { type: 'string' },
          label: { type: 'string' },
          logo: link,
          /** Spec §5: neosurf is hidden for en-AU and Australian geo restriction. */
          hiddenForLocales: { type: 'array', items: { type: 'string' } },
          hiddenForCountries: { type: 'array', items: countryCode },
        },
      },
    },
    contacts: { type: 'object', additionalProperties: false, required: ['email'], properties: { email: { type: 'string' }, phone: { type: 'string' } } },
    partnerLogo: link,
  },
} as const;
export type FooterConfig = FromSchema<typeof footerConfigSchema>;

import type { FromSchema } from 'json-schema-to-ts';
import { groupIds, isoDateTime, link, perCurrencyCents, perCurrencyText } from './common';

const bannerButton = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'url'],
  properties: {
    name: { type: 'string' },
    url: link,
    type: { type: 'string', enum: ['tournaments', 'lottery', 'link', 'deposit', 'sign-up'] },
    frontendIdentifier: { type: 'string' },
    attrs: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

/** One banner, with the field set of spec part 1 §3. Texts may hold `{name}` variables. */
export const bannerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'frontend_identifier', 'title', 'description', 'categories', 'order', 'image', 'gradient'],
  properties: {
    id: { type: 'integer' },
    frontend_identifier: { type: 'string' },
    title: { type: 'object', additionalProperties: false, required: ['text'], properties: { text: { type: 'string' } } },
    description: { type: 'object', additionalProperties: false, required: ['text'], properties: { text: { type: 'string' } } },
    categories: { type: 'array', minItems: 1, items: { type: 'string', enum: ['slider-index-top', 'slider-index-top-jackpots'] } },
    /** Sort position per category. */
    order: { type: 'object', additionalProperties: { type: 'integer' } },
    /** Shown only to players in one of these groups; empty or missing means everyone. */
    groups: groupIds,
    /** `true` only signed-in players, `false` only guests, missing both. */
    logged: { type: 'boolean' },
    /** `crypto` or `fiat` restricts the banner to players on such a currency. */
    currencyContext: { type: 'string', enum: ['crypto', 'fiat', 'any'] },
    liveTime: { type: 'object', additionalProperties: false, required: ['start', 'end'], properties: { start: isoDateTime, end: isoDateTime } },
    gradient: {
      type: 'object',
      additionalProperties: false,
      required: ['colorLeft', 'colorLeftCenter', 'colorRightCenter', 'colorRight'],
      properties: { colorLeft: { type: 'string' }, colorLeftCenter: { type: 'string' }, colorRightCenter: { type: 'string' }, colorRight: { type: 'string' } },
    },
    labels: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'type'],
        properties: { title: { type: 'string' }, type: { type: 'string' }, theme: { type: 'string' }, dot: { type: 'boolean' } },
      },
    },
    button: bannerButton,
    secondButton: {
      type: 'object',
      additionalProperties: false,
      required: ['name', 'popup'],
      properties: {
        name: { type: 'string' },
        popup: {
          type: 'object',
          additionalProperties: false,
          required: ['title', 'desc'],
          properties: { title: { type: 'string' }, secondTitle: { type: 'string' }, desc: { type: 'string' } },
        },
      },
    },
    image: link,
    overlayImage: link,
    /**
     * `{name}` → per currency, EUR as fallback: a text, or an amount in minor units that the client formats
     * in the visitor's locale (`€1,500` en, `1.500 €` de), so amounts read the same as everywhere else.
     */
    variables: { type: 'object', additionalProperties: { anyOf: [perCurrencyText, perCurrencyCents] } },
    timer: {
      type: 'object',
      additionalProperties: false,
      required: ['end_at'],
      properties: {
        start_at: isoDateTime,
        end_at: isoDateTime,
        /**
         * Ours, for a banner of a recurring promotion (the weekly race): the platform moves the window on by whole
         * periods when it has passed, so the countdown always shows the running instance (clients ignore it).
         */
        repeat_every_seconds: { type: 'integer', minimum: 60 },
      },
    },
  },
} as const;

/** `banners-config`: the lobby sliders, answered per `locale` request header (texts are localised). */
export const bannersConfigSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/banners-config.json',
  type: 'object',
  additionalProperties: false,
  required: ['locale', 'autoplayMs', 'banners'],
  properties: {
    locale: { type: 'string' },
    autoplayMs: { type: 'integer', minimum: 0 },
    banners: { type: 'array', items: bannerSchema },
  },
} as const;
export type BannersConfig = FromSchema<typeof bannersConfigSchema>;
export type Banner = FromSchema<typeof bannerSchema>;

import type { FromSchema } from 'json-schema-to-ts';
import { embeddingSchema } from './embedding.schema';

const locale = { type: 'string', enum: ['en', 'de', 'en-AU', 'en-CA', 'fr-CA', 'en-NZ', 'no', 'it', 'en-KW'] } as const;
const host = { type: 'string', pattern: '^[a-z0-9.-]+(:[0-9]+)?$' } as const;
const country = { type: 'string', pattern: '^[A-Z]{2}$' } as const;

const text = { type: 'string', minLength: 1, maxLength: 300 } as const;
const httpsUrl = { type: 'string', pattern: '^https://[^\\s<>"]+$' } as const;

/** One licence variant's registration: what the footer and the terms page print for visitors under it. */
const licenceDetails = {
  type: 'object',
  additionalProperties: false,
  required: ['number', 'regulator', 'minimumAge'],
  properties: {
    number: text,
    regulator: text,
    /** The regulator's public register entry or validation seal. */
    url: httpsUrl,
    /** The age badge (`18+`, `21+` on the Estonian variant) and the age sign-up checks against. */
    minimumAge: { type: 'integer', minimum: 18, maximum: 25 },
  },
} as const;

/**
 * Who runs the site (issue 24 item 9): the operating company and its registration, a licence per licence
 * variant the site can serve, and the responsible-gaming organisations it links to.
 */
export const legalSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['company', 'registrationNumber', 'registeredAddress', 'licences', 'responsibleGaming'],
  properties: {
    company: text,
    registrationNumber: text,
    registeredAddress: text,
    licences: {
      type: 'object',
      additionalProperties: false,
      minProperties: 1,
      properties: { CW: licenceDetails, EE: licenceDetails },
    },
    responsibleGaming: {
      type: 'array',
      minItems: 1,
      maxItems: 6,
      items: { type: 'object', additionalProperties: false, required: ['name', 'url'], properties: { name: text, url: httpsUrl } },
    },
  },
} as const;

/**
 * A brand's site file (`sites/<id>.json`), written by operators. Checked at server start and by
 * `npm run check:sites`; errors name the file, the JSON path and the rule.
 */
export const siteSchema = {
  $id: 'https://croupier.dev/schemas/site.json',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'hosts', 'defaultLocale', 'locales', 'licence', 'plugins', 'theme', 'logo'],
  properties: {
    $schema: { type: 'string' },
    id: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
    name: { type: 'string', minLength: 1 },
    hosts: {
      type: 'object',
      additionalProperties: false,
      required: ['main', 'mirrors'],
      properties: {
        // Main hosts are where the EE licence may apply (spec part 1 §1).
        main: { type: 'array', items: host, minItems: 1 },
        mirrors: { type: 'array', items: host },
      },
    },
    defaultLocale: locale,
    locales: { type: 'array', items: locale, minItems: 1, uniqueItems: true },
    defaultCountry: country,
    /**
     * The currency guests see amounts in (banners, notices, prize pools) and sign-up offers when the visitor's
     * country has none the site offers (issue 24 item 1); a player sees their own. Default EUR (spec part 1 §9).
     */
    defaultCurrency: { type: 'string', pattern: '^[A-Z]{3,4}$' },
    licence: {
      type: 'object',
      additionalProperties: false,
      required: ['default', 'eeCountries'],
      properties: {
        default: { type: 'string', enum: ['CW', 'EE'] },
        // Visitors from these countries get EE, but only on a main host.
        eeCountries: { type: 'array', items: country },
      },
    },
    plugins: {
      type: 'object',
      description: 'Enabled plugins by id, each with its options (checked against the plugin options schema).',
      additionalProperties: { type: 'object' },
    },
    /**
     * Issue 24 item 11: the site's minimum password length, raising the shared rule's floor of 8
     * (schemas/validation PASSWORD_MIN); the platform reads it by host for sign-up and password changes.
     */
    passwordMinLength: { type: 'integer', minimum: 8, maximum: 64 },
    flags: {
      type: 'object',
      additionalProperties: false,
      properties: {
        enableTechWork: { type: 'boolean' },
        disableWWW: { type: 'boolean' },
        enablePromoBannerInEnterButton: { type: 'boolean' },
        enableConpoints: { type: 'boolean' },
        enableABReg: { type: 'boolean' },
        enableMysticJackpots: { type: 'boolean' },
        enableLotteries: { type: 'boolean' },
        enableTestQuests: { type: 'boolean' },
        showAllWidgets: { type: 'boolean' },
        enableAllProviders: { type: 'boolean' },
        socialAuth: { type: 'boolean' },
      },
    },
    /**
     * Where game preview images live, with `{identifier}` (`provider/slug`), `{provider}` and `{slug}` filled
     * in: platforms of the family send no preview URL (schemas/wire/game-preview.ts has the default).
     */
    gamePreviewUrl: { type: 'string', pattern: '^(/|https://)[^\\s<>"]*\\{(identifier|slug)\\}' },
    /**
     * Where provider logos live when the platform sends no `logo` (the family never does), with `{provider}`
     * (the platform's provider name) and `{slug}` filled in (schemas/wire/provider-logo.ts has the default).
     */
    providerLogoUrl: { type: 'string', pattern: '^(/|https://)[^\\s<>"]*\\{(provider|slug)\\}' },
    bettingHosts: { type: 'array', items: host },
    bettingUrl: { type: 'string', pattern: '^https://' },
    theme: {
      type: 'object',
      additionalProperties: false,
      required: ['tokens'],
      properties: {
        tokens: {
          type: 'object',
          description: 'CSS custom properties without the leading dashes, e.g. "color-accent".',
          propertyNames: { pattern: '^[a-z][a-z0-9-]*$' },
          // No `;{}<>`: values are written into a <style> block by the host.
          additionalProperties: { type: 'string', maxLength: 200, pattern: '^[^;{}<>]*$' },
        },
      },
    },
    logo: {
      type: 'object',
      additionalProperties: false,
      required: ['text'],
      properties: {
        text: { type: 'string', minLength: 1 },
        src: { type: 'string', pattern: '^/' },
      },
    },
    legal: legalSchema,
    embedding: embeddingSchema,
    contact: {
      type: 'object',
      additionalProperties: false,
      properties: {
        email: { type: 'string', format: 'email' },
        phone: { type: 'string' },
      },
    },
    /**
     * How the language picker names the site's locales, where config/locales.ts's names do not fit the brand's
     * market (a Gulf brand's `en-KW` is its main English, not "English (Kuwait)"): `short` in the header, `name`
     * in the list.
     */
    localeNames: {
      type: 'object',
      propertyNames: locale,
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'short'],
        properties: { name: { type: 'string', minLength: 1, maxLength: 40 }, short: { type: 'string', minLength: 1, maxLength: 6 } },
      },
    },
    /**
     * The brand's wording where the shipped messages speak one market's language (`Pokies` is Australian): per
     * locale and namespace (`core`, `validation` or a plugin id), keys with dots (`menu.pokies`) and their text.
     * The host merges them over the shipped messages and under the operator's overrides from the platform; they
     * are not sent in the page's boot data.
     */
    messages: {
      type: 'object',
      propertyNames: locale,
      additionalProperties: {
        type: 'object',
        propertyNames: { pattern: '^[a-z][a-z0-9-]*$' },
        additionalProperties: { type: 'object', additionalProperties: { type: 'string', maxLength: 500 } },
      },
    },
  },
} as const;

export type SiteConfig = FromSchema<typeof siteSchema>;
export type SiteLicence = 'CW' | 'EE';
export type SiteLegal = FromSchema<typeof legalSchema>;
export type SiteLicenceDetails = FromSchema<typeof licenceDetails>;

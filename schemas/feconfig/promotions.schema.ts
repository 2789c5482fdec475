import type { FromSchema } from 'json-schema-to-ts';
import { groupIds, link, perCurrencyCents, perCurrencyText } from './common';

/** `manage-promotion-pages`: which promo pages show, per slug and group (testers see all, spec part 2 §6). */
export const managePromotionPagesSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/manage-promotion-pages.json',
  type: 'object',
  additionalProperties: false,
  required: ['testerGroups', 'pages'],
  properties: {
    testerGroups: groupIds,
    pages: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['slug', 'enabled'],
        properties: { slug: { type: 'string' }, enabled: { type: 'boolean' }, groups: groupIds, order: { type: 'integer' } },
      },
    },
  },
} as const;
export type ManagePromotionPages = FromSchema<typeof managePromotionPagesSchema>;

/** `disabled-bonuses`: bonus group keys hidden for everyone, and more per player group. */
export const disabledBonusesSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/disabled-bonuses.json',
  type: 'object',
  additionalProperties: false,
  required: ['group_keys'],
  properties: {
    group_keys: { type: 'array', items: { type: 'string' } },
    byGroups: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['groups', 'group_keys'], properties: { groups: groupIds, group_keys: { type: 'array', items: { type: 'string' } } } },
    },
  },
} as const;

/** `modify-gifts-config`: presentation overrides for gifts by bonus group key. */
export const modifyGiftsConfigSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/modify-gifts-config.json',
  type: 'object',
  additionalProperties: false,
  required: ['gifts'],
  properties: {
    gifts: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: { title: { type: 'string' }, image: link, order: { type: 'integer' }, hideTimer: { type: 'boolean' }, variables: { type: 'object', additionalProperties: { anyOf: [perCurrencyText, perCurrencyCents] } } },
      },
    },
  },
} as const;

/** `excluded-promo-stags`: partner tags whose visitors get no promo banners or deposit codes. */
export const excludedPromoStagsSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/excluded-promo-stags.json',
  type: 'object',
  additionalProperties: false,
  required: ['stags'],
  properties: { stags: { type: 'array', items: { type: 'string' } } },
} as const;

/** `additional-gifts`: gifts the client shows that are not platform bonuses (e.g. feature gifts `vip_program_*`). */
export const additionalGiftsSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/additional-gifts.json',
  type: 'object',
  additionalProperties: false,
  required: ['gifts'],
  properties: {
    gifts: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'group_key', 'title', 'description'],
        properties: {
          id: { type: 'string' },
          group_key: { type: 'string' },
          title: { type: 'string' },
          description: { type: 'string' },
          image: link,
          link,
          groups: groupIds,
          variables: { type: 'object', additionalProperties: { anyOf: [perCurrencyText, perCurrencyCents] } },
        },
      },
    },
  },
} as const;
export type AdditionalGifts = FromSchema<typeof additionalGiftsSchema>;

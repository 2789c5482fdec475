import type { FromSchema } from 'json-schema-to-ts';
import { groupIds, link, perCurrencyCents, perCurrencyText } from './common';

/** `vip-program-config`: VIP levels shown on /vip (tier ids from spec part 2 §3). */
export const vipProgramConfigSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/vip-program-config.json',
  type: 'object',
  additionalProperties: false,
  required: ['levels', 'pointsUnit'],
  properties: {
    pointsUnit: { type: 'object', additionalProperties: false, required: ['vip', 'regular'], properties: { vip: { type: 'string' }, regular: { type: 'string' } } },
    onboardingStatusIds: { type: 'array', items: { type: 'integer' } },
    levels: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'statusId', 'name', 'minPoints', 'image', 'gifts'],
        properties: {
          id: { type: 'string' },
          statusId: { type: 'integer' },
          name: { type: 'string' },
          minPoints: { type: 'integer', minimum: 0 },
          image: link,
          gifts: { type: 'array', items: { type: 'string' } },
          depositThresholdCents: perCurrencyCents,
          betSumThresholdCents: perCurrencyCents,
        },
      },
    },
  },
} as const;
export type VipProgramConfig = FromSchema<typeof vipProgramConfigSchema>;

/** `vip-adventures`: the adventure calendar (part 2 §3 "Adventure day"). */
export const vipAdventuresSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/vip-adventures.json',
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'groups', 'days'],
  properties: {
    enabled: { type: 'boolean' },
    title: { type: 'string' },
    groups: groupIds,
    days: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['day', 'month', 'step', 'stepTotal', 'isSuperPrize', 'prize', 'condition'],
        properties: {
          day: { type: 'integer', minimum: 1, maximum: 31 },
          month: { type: 'integer', minimum: 1, maximum: 12 },
          step: { type: 'integer', minimum: 1 },
          stepTotal: { type: 'integer', minimum: 1 },
          isSuperPrize: { type: 'boolean' },
          prize: { type: 'object', additionalProperties: false, properties: { bonus: { type: 'string' }, fs: { type: 'integer' } } },
          condition: {
            type: 'object',
            additionalProperties: false,
            properties: { minDep: perCurrencyCents, wager: { type: 'integer' }, periodActivationDays: { type: 'integer' } },
          },
          variables: { type: 'object', additionalProperties: { anyOf: [perCurrencyText, perCurrencyCents] } },
        },
      },
    },
  },
} as const;

/** Stored document behind `POST /api/fe/config/managers {userGroups}` (not readable by GET). */
export const managersConfigSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/managers.json',
  type: 'object',
  additionalProperties: false,
  required: ['managers'],
  properties: {
    managers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['groups', 'managerName', 'avatar', 'time', 'email'],
        properties: {
          groups: groupIds,
          managerName: { type: 'string' },
          avatar: link,
          time: { type: 'string' },
          whatsAppLink: { type: 'string' },
          telegramLink: { type: 'string' },
          email: { type: 'string' },
        },
      },
    },
  },
} as const;
export type ManagersConfig = FromSchema<typeof managersConfigSchema>;

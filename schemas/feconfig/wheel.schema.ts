import type { FromSchema } from 'json-schema-to-ts';
import { groupIds, perCurrencyCents } from './common';

const wheelPrize = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'type', 'weight'],
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    type: { type: 'string', enum: ['bonus', 'freespins', 'comp_points', 'nothing'] },
    /** Part 2 §9: 4000, 4000, 2000, 5, others 0. */
    weight: { type: 'integer', minimum: 0 },
    amount_cents: perCurrencyCents,
    freespins_count: { type: 'integer', minimum: 0 },
    color: { type: 'string' },
  },
} as const;

/** `wheel-config`: the rocketmart-wheel page (spin cost, prizes and their weights). */
export const wheelConfigSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/wheel-config.json',
  type: 'object',
  additionalProperties: false,
  required: ['enabled', 'slug', 'prizes'],
  properties: {
    enabled: { type: 'boolean' },
    slug: { type: 'string' },
    spinCostPoints: { type: 'integer', minimum: 0 },
    freeSpinEveryHours: { type: 'integer', minimum: 0 },
    groups: groupIds,
    prizes: { type: 'array', minItems: 2, items: wheelPrize },
  },
} as const;
export type WheelConfig = FromSchema<typeof wheelConfigSchema>;

/** `wheel-config-segments`: segment sets of the rocketplay-wheel page per user group (first match wins). */
export const wheelConfigSegmentsSchema = {
  $id: 'https://croupier.dev/schemas/feconfig/wheel-config-segments.json',
  type: 'object',
  additionalProperties: false,
  required: ['default', 'byGroups'],
  properties: {
    default: { type: 'array', minItems: 2, items: wheelPrize },
    byGroups: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['groups', 'segments'],
        properties: { groups: groupIds, segments: { type: 'array', minItems: 2, items: wheelPrize } },
      },
    },
  },
} as const;
export type WheelConfigSegments = FromSchema<typeof wheelConfigSegmentsSchema>;

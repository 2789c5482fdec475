import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { perCurrencyCentsSchema } from './lootboxes';
import { openEnum, orNull, wireFlag, wireId, wireInt, wireText } from './tolerant';

/**
 * The prize wheel's fe-config documents as the client reads them (spec part 2 §7: `GET /api/fe/config/wheel-config`
 * and `…/wheel-config-segments`). Operators write them (JSON Schemas in schemas/feconfig/wheel.schema.ts, checked
 * at platform start); the client still reads them tolerantly, a segment at a time: a broken segment is left out,
 * never the wheel.
 */

export const WHEEL_PRIZE_TYPES = ['bonus', 'freespins', 'comp_points', 'nothing'] as const;

/** Reads a list item by item: entries that do not parse are skipped, a missing list is empty. */
function itemsOf<T extends $ZodType>(item: T) {
  return z.catch(
    z.pipe(
      z.nullish(z.array(z.unknown())),
      z.transform((list) => (list ?? []).flatMap((entry) => {
        const parsed = z.safeParse(item, entry);
        return parsed.success ? [parsed.data as z.output<T>] : [];
      })),
    ),
    [],
  );
}

const groupIdsSchema = z.catch(
  z.pipe(z.nullish(z.array(z.unknown())), z.transform((list) => (list ?? []).filter((g): g is number => Number.isInteger(g)))),
  [],
);

/** One segment of a wheel (one prize). `id` matches the `prize` of the wheel box's item the platform draws. */
export const wheelSegmentSchema = z.object({
  id: wireId,
  title: wireText,
  type: z.catch(openEnum(WHEEL_PRIZE_TYPES), 'other' as const),
  weight: z._default(wireInt, 0),
  amount_cents: perCurrencyCentsSchema,
  freespins_count: orNull(wireInt),
  color: orNull(z.string().check(z.regex(/^#[0-9a-fA-F]{3,8}$/))),
});
export type WheelSegment = z.output<typeof wheelSegmentSchema>;

/** `wheel-config`: the rocketmart-wheel page's prizes (its daily spin is a lootbox of group `wheel`). */
export const wheelConfigDocumentSchema = z.object({
  enabled: wireFlag,
  slug: wireText,
  groups: groupIdsSchema,
  spinCostPoints: orNull(wireInt),
  freeSpinEveryHours: orNull(wireInt),
  prizes: itemsOf(wheelSegmentSchema),
});
export type WheelConfigDocument = z.output<typeof wheelConfigDocumentSchema>;

/** `wheel-config-segments`: the rocketplay-wheel page's segment sets per user group (first match), else `default`. */
export const wheelSegmentsDocumentSchema = z.object({
  default: itemsOf(wheelSegmentSchema),
  byGroups: itemsOf(z.object({ groups: groupIdsSchema, segments: itemsOf(wheelSegmentSchema) })),
});
export type WheelSegmentsDocument = z.output<typeof wheelSegmentsDocumentSchema>;

/** The segment set of a player's groups: the first `byGroups` entry naming one of them, else `default`. */
export function segmentsForGroups(document: WheelSegmentsDocument, groups: readonly number[]): WheelSegment[] {
  return document.byGroups.find((set) => set.groups.some((g) => groups.includes(g)))?.segments ?? document.default;
}

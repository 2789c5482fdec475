import * as z from 'zod/mini';
import { segmentsForGroups, wheelConfigDocumentSchema, wheelSegmentsDocumentSchema, type WheelSegment } from '../../../schemas/wire/wheel-config';
import type { Db } from '../../db/database';
import { readFeConfig } from '../feconfig/public';

/** Spec part 2 §9: the lootbox groups of the wheel. `wheel`: the daily spin of rocketmart-wheel; `manual_wheel`: a granted spin of rocketplay-wheel. */
export type WheelKind = 'wheel' | 'manual_wheel';

/**
 * The segments a wheel box is built from, read from fe-config as the client reads them (schemas/wire/wheel-config.ts,
 * so both sides pick the same set): `wheel` from `wheel-config` (null when it is disabled, or names groups the player
 * has none of); `manual_wheel` from `wheel-config-segments`, the first set naming one of the player's groups, else
 * `default`. Null when the document is missing or gives fewer than two segments.
 */
export function wheelSegments(db: Db, kind: WheelKind, groups: readonly number[]): WheelSegment[] | null {
  if (kind === 'wheel') {
    const parsed = z.safeParse(wheelConfigDocumentSchema, readFeConfig(db, 'wheel-config'));
    if (!parsed.success || !parsed.data.enabled) return null;
    if (parsed.data.groups.length > 0 && !parsed.data.groups.some((g) => groups.includes(g))) return null;
    return parsed.data.prizes.length >= 2 ? parsed.data.prizes : null;
  }
  const parsed = z.safeParse(wheelSegmentsDocumentSchema, readFeConfig(db, 'wheel-config-segments'));
  if (!parsed.success) return null;
  const segments = segmentsForGroups(parsed.data, groups);
  return segments.length >= 2 ? segments : null;
}

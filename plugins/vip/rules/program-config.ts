import * as z from 'zod/mini';
import { orNull, wireInt, wireStrings, wireText } from '@schemas/wire/tolerant';

/**
 * fe-config `vip-program-config` as this client reads it (stored shape: schemas/feconfig/vip.schema.ts), tolerant:
 * a level without an id or status id is dropped, the rest defaults. Levels come sorted by `minPoints`.
 */
const levelSchema = z.object({
  id: z.string().check(z.minLength(1)),
  statusId: wireInt,
  name: wireText,
  minPoints: z._default(wireInt, 0),
  image: orNull(z.string()),
  gifts: wireStrings,
});
/** Read-only: the pages read it from the store's snapshot. */
export interface VipLevelConfig {
  readonly id: string;
  readonly statusId: number;
  readonly name: string;
  readonly minPoints: number;
  readonly image: string | null;
  readonly gifts: readonly string[];
}

export interface VipProgramConfig {
  readonly levels: readonly VipLevelConfig[];
  readonly onboardingStatusIds: readonly number[];
  readonly pointsUnit: { readonly vip: string; readonly regular: string };
}

/** Without a document (spec §8: config loaders swallow errors) the page still draws the progress. */
export const EMPTY_PROGRAM: VipProgramConfig = { levels: [], onboardingStatusIds: [], pointsUnit: { vip: 'SP', regular: 'XP' } };

export function readProgramConfig(doc: unknown): VipProgramConfig {
  if (!doc || typeof doc !== 'object') return EMPTY_PROGRAM;
  const raw = doc as Record<string, unknown>;
  const levels: VipLevelConfig[] = (Array.isArray(raw.levels) ? raw.levels : [])
    .map((item) => z.safeParse(levelSchema, item))
    .flatMap((parsed) => (parsed.success ? [parsed.data] : []))
    .sort((a, b) => a.minPoints - b.minPoints);
  const ids = z.safeParse(z.array(wireInt), raw.onboardingStatusIds);
  const unit = z.safeParse(z.object({ vip: wireText, regular: wireText }), raw.pointsUnit);
  return {
    levels,
    onboardingStatusIds: ids.success ? ids.data : [],
    pointsUnit: unit.success && unit.data.vip && unit.data.regular ? unit.data : EMPTY_PROGRAM.pointsUnit,
  };
}

/** A level's condition (spec part 2 §3): persistent comp points from its minimum up to the next level's, or open. */
export function pointsRange(levels: readonly VipLevelConfig[], index: number): { min: number; max: number | null } {
  const level = levels[index]!;
  const next = levels[index + 1];
  return { min: level.minPoints, max: next ? next.minPoints - 1 : null };
}

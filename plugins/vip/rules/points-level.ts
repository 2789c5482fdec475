import type { VipLevelConfig } from './program-config';

/**
 * The profile's level by lifetime (persistent) comp points (spec part 2 §3 level conditions, §9 "profile level
 * progress is points over max persistent points"): the highest level whose minimum the points reach, and the
 * share of that level's maximum they fill (the top level, without a maximum, is full).
 */
export function pointsLevel(levels: readonly VipLevelConfig[], points: number): { index: number; max: number | null; percent: number } | null {
  if (levels.length === 0) return null;
  let index = 0;
  levels.forEach((level, i) => {
    if (points >= level.minPoints) index = i;
  });
  const next = levels[index + 1];
  const max = next ? next.minPoints - 1 : null;
  const percent = max === null || max <= 0 ? 100 : Math.min(100, Math.floor((points / max) * 100));
  return { index, max, percent };
}

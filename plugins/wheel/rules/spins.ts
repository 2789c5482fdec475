import type { Lootbox } from '@schemas/wire/lootboxes';

/** Spec part 2 §9: the wheel's lootbox groups. `wheel`: the daily spin (rocketmart-wheel); `manual_wheel`: a granted spin (rocketplay-wheel). */
export type WheelKind = 'wheel' | 'manual_wheel';

export const WHEEL_PAGES: Record<WheelKind, { slug: string; path: string }> = {
  wheel: { slug: 'rocketmart-wheel', path: '/rocketmart-wheel' },
  manual_wheel: { slug: 'rocketplay-wheel', path: '/rocketplay-wheel' },
};

const DAY_MS = 86_400_000;
const time = (iso: string | null) => (iso === null ? Number.NaN : Date.parse(iso));
const utcDay = (ms: number) => (Number.isNaN(ms) ? '' : new Date(ms).toISOString().slice(0, 10));

/** The spins waiting on a wheel: its group's boxes still issued and in time, the one running out first on top. */
export function spinsOf(boxes: readonly Lootbox[], kind: WheelKind, now: number): Lootbox[] {
  return boxes
    .filter((box) => box.group_key === kind && box.stage === 'issued' && (box.valid_until === null || time(box.valid_until) > now))
    .sort((a, b) => (time(a.valid_until) || Infinity) - (time(b.valid_until) || Infinity));
}

/**
 * Spec part 2 §4: "an activated box counts only on its creation day". The daily wheel was spun today when a box of
 * its group issued today (UTC, the platform's day) is activated; yesterday's spin no longer counts.
 */
export const spunToday = (boxes: readonly Lootbox[], kind: WheelKind, now: number) =>
  boxes.some((box) => box.group_key === kind && box.stage === 'activated' && utcDay(time(box.created_at)) === utcDay(now));

/** When the next daily spin comes: the next UTC midnight (the platform issues one per UTC day). */
export const nextDailySpinAt = (now: number) => (Math.floor(now / DAY_MS) + 1) * DAY_MS;

/**
 * Where the floating bookmark leads and how many spins wait: the daily wheel first (its spin runs out at midnight),
 * else the segments wheel; null when no spin waits.
 */
export function bookmarkTarget(boxes: readonly Lootbox[], now: number): { kind: WheelKind; count: number } | null {
  const daily = spinsOf(boxes, 'wheel', now).length;
  const granted = spinsOf(boxes, 'manual_wheel', now).length;
  if (daily + granted === 0) return null;
  return { kind: daily > 0 ? 'wheel' : 'manual_wheel', count: daily + granted };
}

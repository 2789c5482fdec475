import type { Lootbox } from '@schemas/wire/lootboxes';

/** How a box shows: to open, opened (with its prize), expired, or a stage this client does not know. */
export type BoxView = 'open' | 'opened' | 'expired' | 'other';

const time = (iso: string | null) => (iso === null ? Number.NaN : Date.parse(iso));

/** An issued box whose time ran out is expired even before the platform marks it (spec part 2 §4). */
export function boxView(box: Lootbox, now: number): BoxView {
  if (box.stage === 'issued') return box.valid_until !== null && time(box.valid_until) <= now ? 'expired' : 'open';
  if (box.stage === 'activated') return 'opened';
  if (box.stage === 'expired') return 'expired';
  return 'other';
}

/** The UTC day of a time (`2026-11-24`): the platform's daily boxes are keyed by it. */
export const utcDayOf = (ms: number) => (Number.isNaN(ms) ? '' : new Date(ms).toISOString().slice(0, 10));

/**
 * Spec part 2 §4: "an activated box counts only on its creation day" — an opened box stays in the section (with its
 * prize) on the UTC day it was issued, then leaves it (its prize lives on in the gifts).
 */
export const countsToday = (box: Lootbox, now: number) => utcDayOf(time(box.created_at)) === utcDayOf(now);

/**
 * An opened box stays in the section on its creation day (it counts then) and on the day it was opened: a box issued
 * yesterday and opened today shows its prize today instead of vanishing the moment it is opened (our decision; the
 * spec says only when a box counts).
 */
export const openedShowsToday = (box: Lootbox, now: number) => countsToday(box, now) || utcDayOf(time(box.activated_at)) === utcDayOf(now);

const RANK: Record<BoxView, number> = { open: 0, opened: 1, expired: 2, other: 3 };

/**
 * The boxes the section shows: not of a group another screen opens (`hiddenGroups`: the wheel's spins), opened ones
 * only on their creation or opening day; boxes to open first (the one running out soonest on top), then opened, then expired.
 */
export function shownBoxes(boxes: readonly Lootbox[], now: number, hiddenGroups: readonly string[]): Lootbox[] {
  return boxes
    .filter((box) => !hiddenGroups.includes(box.group_key))
    .filter((box) => boxView(box, now) !== 'opened' || openedShowsToday(box, now))
    .map((box, index) => ({ box, index, view: boxView(box, now) }))
    .sort((a, b) => RANK[a.view] - RANK[b.view] || (a.view === 'open' ? time(a.box.valid_until) - time(b.box.valid_until) : 0) || a.index - b.index)
    .map(({ box }) => box);
}

/**
 * The adventure card's state (spec part 2 §4 "Adventure card state"; §3 "Day states: lost, completed, future, active,
 * superPrize"), one pure rule for the carousel, the bookmark and the CMS blocks:
 *
 * - `completed`: the player met the day's conditions (the platform says so), whatever the date;
 * - `active`: not completed and dated today — what the player can do now;
 * - `lost`: not completed and its date has passed;
 * - `superb`: the super-prize day still ahead (the last step: the card shows the prize to play for);
 * - `future`: any other day still ahead.
 *
 * Dates are `YYYY-MM-DD` (UTC days, the platform's `today`), so comparing the strings compares the days.
 */
export type AdventureCardState = 'superb' | 'completed' | 'active' | 'lost' | 'future';

export interface CardInput {
  date: string;
  isSuperPrize: boolean;
  completed: boolean;
}

export function adventureCardState(day: CardInput, today: string): AdventureCardState {
  if (day.completed) return 'completed';
  if (day.date === today) return 'active';
  if (day.date < today) return 'lost';
  return day.isSuperPrize ? 'superb' : 'future';
}

/** Spec §4: the banner shows a finished state once the last day is completed or passed. */
export function adventureFinished(days: readonly CardInput[], today: string): boolean {
  const last = days.at(-1);
  return last !== undefined && (last.completed || last.date < today);
}

/** Spec §4 "Progress label: completed days out of total days". */
export function adventureProgress(days: readonly CardInput[]): { completed: number; total: number } {
  return { completed: days.filter((d) => d.completed).length, total: days.length };
}

/**
 * Spec §4: the carousel has one card per day plus an extra super-day card when present. The super-prize day is that
 * extra card, after the others (its own look); the rest keep calendar order.
 */
export function carouselOrder<T extends { isSuperPrize: boolean }>(days: readonly T[]): { days: T[]; superDay: T | null } {
  return { days: days.filter((d) => !d.isSuperPrize), superDay: days.find((d) => d.isSuperPrize) ?? null };
}

/**
 * The card the carousel shows first and follows (spec §4 "the active card follows a calendar index event"): today's,
 * else the next day ahead, else the last one. An index into the carousel's cards (days, then the super day).
 */
export function focusIndex(cards: readonly CardInput[], today: string): number {
  const todays = cards.findIndex((c) => c.date === today);
  if (todays !== -1) return todays;
  const ahead = cards.findIndex((c) => c.date > today);
  return ahead !== -1 ? ahead : Math.max(0, cards.length - 1);
}

export const DAY_MS = 86_400_000;
export const WEEK_MS = 7 * DAY_MS;

/** Monday 00:00 UTC of the week `now` falls in: weekly promotions (races, their banners) run Monday to Monday. */
export function startOfWeekUtc(now: Date): number {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return day.getTime() - sinceMonday * DAY_MS;
}

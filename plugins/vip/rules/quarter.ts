/**
 * Quarter ends (spec part 2 §4): a status is held to the end of the calendar quarter (UTC, as the platform counts
 * the quarter's sums), so the expiry date is the quarter's last day and the days left count to it.
 */
export function quarterEnd(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), Math.floor(now.getUTCMonth() / 3) * 3 + 3, 1));
}

/** The last day the status holds (the day before the next quarter starts). */
export const expiryDate = (now: Date): Date => new Date(quarterEnd(now).getTime() - 86_400_000);

/** Whole days until the quarter ends, counting today (the last day answers 1). */
export function daysLeft(now: Date): number {
  return Math.max(0, Math.ceil((quarterEnd(now).getTime() - now.getTime()) / 86_400_000));
}

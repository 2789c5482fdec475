/**
 * When the next reality check is due (issue 13 item 1): on the session's grid, `startedAt + k × interval`, the first
 * step after the last time the player saw a check or chose the interval (`checkedAt`). A check acknowledged late
 * (at 16 minutes of a 15-minute interval) leads to the 30th minute, not the 31st, so the rhythm follows the session;
 * shortening the interval at minute 40 leads to minute 45, never to a check that was "due" in the past.
 * `null` while off.
 */
export function nextDueAt(startedAt: Date, checkedAt: Date, intervalMinutes: number): Date | null {
  if (intervalMinutes <= 0) return null;
  const step = intervalMinutes * 60_000;
  const since = Math.max(0, checkedAt.getTime() - startedAt.getTime());
  return new Date(startedAt.getTime() + (Math.floor(since / step) + 1) * step);
}

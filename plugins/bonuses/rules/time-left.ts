export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
}

/** Whole days, hours and minutes until `until` (ISO), or `null` when it is unset, unreadable or past. */
export function timeLeft(until: string | null, now: number): TimeLeft | null {
  if (!until) return null;
  const end = Date.parse(until);
  if (Number.isNaN(end) || end <= now) return null;
  const minutes = Math.floor((end - now) / 60_000);
  return { days: Math.floor(minutes / 1440), hours: Math.floor((minutes % 1440) / 60), minutes: minutes % 60 };
}

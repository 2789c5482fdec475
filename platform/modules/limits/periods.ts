/** Calendar windows of money and session limits (UTC) and the lengths of account locks. */

const DAY_MS = 86_400_000;

export function periodStart(period: string, now: Date): Date {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  if (period === 'week') return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS); // Monday
  if (period === 'month') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return day;
}

export function periodEnd(period: string, now: Date): Date {
  const start = periodStart(period, now);
  if (period === 'week') return new Date(start.getTime() + 7 * DAY_MS);
  if (period === 'month') return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  return new Date(start.getTime() + DAY_MS);
}

/** When a cooling-off or self-exclusion confirmed at `from` ends; `null` for a permanent exclusion. */
export function lockEnd(period: string, from: Date): Date | null {
  const plusMonths = (months: number) => new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, from.getUTCDate(), from.getUTCHours(), from.getUTCMinutes()));
  switch (period) {
    case '24_hours':
      return new Date(from.getTime() + DAY_MS);
    case '1_week':
      return new Date(from.getTime() + 7 * DAY_MS);
    case '6_weeks':
      return new Date(from.getTime() + 42 * DAY_MS);
    case '1_month':
      return plusMonths(1);
    case '6_months':
      return plusMonths(6);
    case '1_year':
      return plusMonths(12);
    case '5_years':
      return plusMonths(60);
    default:
      return null;
  }
}

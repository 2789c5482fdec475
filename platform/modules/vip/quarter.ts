/**
 * Calendar quarters in UTC (spec part 2 §4: quarter ends drive the expiry date and the days left). Sums count
 * within a quarter; a status reached is held to the end of the next quarter at least.
 */
export function quarterOf(date: Date): string {
  return `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}

/** The first instant after the quarter `key` (`2026-Q4` → 2027-01-01T00:00Z). */
export function quarterEnd(key: string): Date {
  const [year, q] = key.split('-Q').map(Number) as [number, number];
  return new Date(Date.UTC(year, q * 3, 1));
}

/** The quarter after `key`. */
export function nextQuarter(key: string): string {
  return quarterOf(quarterEnd(key));
}

/** The quarter before `key`. */
export function previousQuarter(key: string): string {
  const [year, q] = key.split('-Q').map(Number) as [number, number];
  return quarterOf(new Date(Date.UTC(year, (q - 1) * 3 - 1, 1)));
}

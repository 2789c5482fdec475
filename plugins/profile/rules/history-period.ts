/**
 * The bet history's period filter: a preset (today, the last 7 or 30 days, today included) or a custom range
 * of whole days, both in the player's own time zone, as the `from` / `to` instants the platform filters
 * `created_at` by (`to` exclusive: the midnight after the last day).
 */
export const PERIOD_PRESETS = ['today', '7d', '30d', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

/** A custom range as the date inputs hold it: `YYYY-MM-DD`, inclusive; either may be empty. */
export interface CustomRange {
  from: string;
  to: string;
}

export interface PeriodBounds {
  from?: string;
  to?: string;
}

const DAYS: Record<Exclude<PeriodPreset, 'custom'>, number> = { today: 1, '7d': 7, '30d': 30 };

/** Local midnight of `day` moved by `offset` days (calendar days: a DST change is not a 24-hour day). */
function midnight(day: Date, offset = 0): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() + offset);
}

/** `YYYY-MM-DD` of a local date (what `<input type="date">` holds). */
export function dateInputValue(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

/** A `YYYY-MM-DD` as local midnight, or null when it is no date. */
function parseDay(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(day.getTime()) || dateInputValue(day) !== value ? null : day;
}

/** Whether a custom range reads backwards (its first day after its last). */
export function rangeIsBackwards(range: CustomRange): boolean {
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  return from !== null && to !== null && from > to;
}

/**
 * The instants a period covers at `now`. A preset of N days starts at the midnight N−1 days ago and ends at
 * the coming midnight. A custom range runs from its first day's midnight to the midnight after its last day;
 * an empty or unreadable end is left open, and a backwards range is not sent at all (the form says so).
 */
export function periodBounds(preset: PeriodPreset, range: CustomRange, now: Date): PeriodBounds {
  if (preset !== 'custom') return { from: midnight(now, 1 - DAYS[preset]).toISOString(), to: midnight(now, 1).toISOString() };
  if (rangeIsBackwards(range)) return {};
  const from = parseDay(range.from);
  const to = parseDay(range.to);
  return { ...(from ? { from: from.toISOString() } : {}), ...(to ? { to: midnight(to, 1).toISOString() } : {}) };
}

/** GET /api/player/games_history's query for a period, a game (identifier or none) and a page. */
export function historyQuery(bounds: PeriodBounds, game: string | null, page: number, perPage: number): Record<string, string | number> {
  return { ...bounds, ...(game ? { game } : {}), page, per_page: perPage };
}

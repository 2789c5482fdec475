/** Promotion times (spec part 1 §4, part 2 §4), shared by every promo plugin: countdowns and DD/MM/YYYY dates. */

/** Whole days, hours, minutes and seconds from `now` until `target` (never negative). */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** The target has been reached: the timer shows zero and fires its end event. */
  done: boolean;
}

/** Rounds up to the second: a timer shows 00:00:01 until the moment itself, and `done` at it. */
export function countdownParts(target: number, now: number): CountdownParts {
  const total = Math.max(0, Math.ceil((target - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3_600),
    minutes: Math.floor((total % 3_600) / 60),
    seconds: total % 60,
    done: total === 0,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `HH:MM:SS`, days apart (the card prints them with their localised unit): `{ days: 2, clock: '04:05:06' }`. */
export function countdownClock(parts: CountdownParts): { days: number; clock: string } {
  return { days: parts.days, clock: `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}` };
}

/** Spec part 1 §4, part 2 §4: promotion dates read DD/MM/YYYY, in the visitor's time zone. */
export function formatPromoDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

/** The time of day beside a DD/MM/YYYY date (`18:30`), 24-hour like the date's European order. */
export function formatPromoTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false, timeZone }).format(date);
}

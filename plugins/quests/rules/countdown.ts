/** Whole days, hours, minutes and seconds from `now` until `target` (never negative). */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

export function countdownParts(target: number, now: number): CountdownParts {
  const total = Math.max(0, Math.ceil((target - now) / 1000));
  return { days: Math.floor(total / 86_400), hours: Math.floor((total % 86_400) / 3_600), minutes: Math.floor((total % 3_600) / 60), seconds: total % 60 };
}

/** Spec part 1 §4, part 2 §4: promotion dates read DD/MM/YYYY, in the visitor's time zone. */
export function formatQuestDate(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
}

import { DATE_LOCALES } from '@config/locales';
/**
 * Numbers, dates and times as text in the visitor's locale, all through `Intl` (issue 24 item 3). Amounts
 * go through `formatMoney` (core/money), which uses the same `Intl` machinery with the currency's rules.
 * Formatters are cached per locale and options: lists of rows format hundreds of values per render.
 */

export type DateInput = string | number | Date;
/** `numeric`: 15.01.1990 (de) · 15/01/1990 (en-AU) · 1990-01-15 (fr-CA); `monthYear`: "January 2026". */
export type DateStyle = 'numeric' | 'medium' | 'long' | 'full' | 'monthYear';

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object, make: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    cache.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached('n', locale, options, () => new Intl.NumberFormat(locale, options));
// Dates and times of `en` and `en-KW` read as British English (config/locales.ts); numbers and money keep `en`.
const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached('d', locale, options, () => new Intl.DateTimeFormat(DATE_LOCALES[locale] ?? locale, options));

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar date without a time (`1990-01-15`, a birth date) is the same day everywhere: it is read as UTC
 * midnight and shown in UTC, else a visitor west of Greenwich would see the 14th.
 */
function dateOf(value: DateInput): { date: Date; dateOnly: boolean } | null {
  const dateOnly = typeof value === 'string' && DATE_ONLY.test(value);
  const date = value instanceof Date ? value : new Date(dateOnly ? `${value as string}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : { date, dateOnly };
}

const DATE_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  full: { dateStyle: 'full' },
  monthYear: { month: 'long', year: 'numeric' },
};

export interface DateOptions {
  style?: DateStyle;
  /** IANA zone; the browser's own when absent (date-only values always use UTC, see `dateOf`). */
  timeZone?: string;
}

/** A date in the locale's own order and separators; '' for a value that is not a date. */
export function formatDate(value: DateInput, locale: string, options: DateOptions = {}): string {
  const parsed = dateOf(value);
  if (!parsed) return '';
  const timeZone = parsed.dateOnly ? 'UTC' : options.timeZone;
  return dateFormat(locale, { ...DATE_STYLES[options.style ?? 'numeric'], timeZone }).format(parsed.date);
}

/** Time of day (`18:30`, `6:30 p.m.`), the locale's clock; `seconds` adds seconds. */
export function formatTime(value: DateInput, locale: string, options: { seconds?: boolean; timeZone?: string } = {}): string {
  const parsed = dateOf(value);
  if (!parsed) return '';
  return dateFormat(locale, { timeStyle: options.seconds ? 'medium' : 'short', timeZone: options.timeZone }).format(parsed.date);
}

/** Date and time together (payment rows, limit expiry): medium date, short time; `seconds` for a round's detail. */
export function formatDateTime(value: DateInput, locale: string, options: { timeZone?: string; seconds?: boolean } = {}): string {
  const parsed = dateOf(value);
  if (!parsed) return '';
  return dateFormat(locale, { dateStyle: 'medium', timeStyle: options.seconds ? 'medium' : 'short', timeZone: options.timeZone }).format(parsed.date);
}

export interface NumberOptions {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** A count or points value with the locale's grouping (`1.234` de, `1 234` no and fr-CA). */
export function formatNumber(value: number, locale: string, options: NumberOptions = {}): string {
  return numberFormat(locale, options).format(value);
}

/** A ratio as a percentage (`0.15` → `15 %` de, `15%` en). */
export function formatPercent(ratio: number, locale: string, options: NumberOptions = { maximumFractionDigits: 0 }): string {
  return numberFormat(locale, { style: 'percent', ...options }).format(ratio);
}

import { describe, expect, it } from 'vitest';
import { formatMoney } from '../money/format-money';
import { formatDate, formatDateTime, formatNumber, formatPercent, formatTime } from './format';

// Intl separates groups and currency signs with (narrow) no-break spaces; compare on plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatDate per locale (issue 24 item 3)', () => {
  const birth = '1990-01-15';
  it.each([
    ['de', '15.01.1990'],
    ['no', '15.01.1990'],
    ['en-AU', '15/01/1990'],
    ['en-NZ', '15/01/1990'],
    ['it', '15/01/1990'],
    ['en', '15/01/1990'],
    ['en-KW', '15/01/1990'],
    ['en-CA', '1990-01-15'],
    ['fr-CA', '1990-01-15'],
  ])('%s numeric date is %s', (locale, expected) => {
    expect(formatDate(birth, locale)).toBe(expected);
  });

  it('keeps a calendar date on its day in every time zone', () => {
    expect(formatDate('1990-01-15', 'de', { timeZone: 'America/Los_Angeles' })).toBe('15.01.1990');
  });

  it('writes month names in the locale', () => {
    expect(formatDate('2026-03-05T12:00:00Z', 'de', { style: 'long', timeZone: 'UTC' })).toBe('5. März 2026');
    expect(formatDate('2026-03-05T12:00:00Z', 'fr-CA', { style: 'long', timeZone: 'UTC' })).toBe('5 mars 2026');
    expect(formatDate('2026-03-05T12:00:00Z', 'no', { style: 'monthYear', timeZone: 'UTC' })).toBe('mars 2026');
  });

  it('answers empty text for what is not a date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
    expect(formatTime('', 'en')).toBe('');
    expect(formatDateTime('soon', 'de')).toBe('');
  });
});

describe('formatTime and formatDateTime', () => {
  const at = '2026-01-15T18:30:00Z';
  it('uses the locale clock', () => {
    expect(formatTime(at, 'de', { timeZone: 'UTC' })).toBe('18:30');
    expect(formatTime(at, 'no', { timeZone: 'UTC' })).toBe('18:30');
    expect(formatTime(at, 'en', { timeZone: 'UTC' })).toBe('18:30');
    expect(plain(formatTime(at, 'fr-CA', { timeZone: 'UTC' }))).toBe('18 h 30');
  });
  it('puts date and time together', () => {
    expect(formatDateTime(at, 'de', { timeZone: 'UTC' })).toBe('15.01.2026, 18:30');
  });
});

describe('formatNumber and formatPercent', () => {
  it.each([
    ['en', '1,234,567.5'],
    ['en-CA', '1,234,567.5'],
    ['de', '1.234.567,5'],
    ['no', '1 234 567,5'],
    ['fr-CA', '1 234 567,5'],
    ['it', '1.234.567,5'],
  ])('%s groups as %s', (locale, expected) => {
    expect(plain(formatNumber(1234567.5, locale))).toBe(expected);
  });
  it('formats percentages', () => {
    expect(plain(formatPercent(0.15, 'de'))).toBe('15 %');
    expect(formatPercent(0.15, 'en')).toBe('15%');
  });
});

describe('formatMoney per locale and currency (issue 24 item 8)', () => {
  it.each([
    ['en', 'EUR', 150_000, '€1,500.00'],
    ['de', 'EUR', 150_000, '1.500,00 €'],
    ['en-CA', 'CAD', 1_500_000, '$15,000.00'],
    ['fr-CA', 'CAD', 1_500_000, '15 000,00 $'],
    ['en', 'CAD', 0, 'CA$0.00'],
    ['no', 'NOK', 11_500_000, '115 000,00 kr'],
    ['en-AU', 'AUD', 250_000, '$2,500.00'],
    ['en-NZ', 'NZD', 250_000, '$2,500.00'],
  ])('%s %s %i → %s', (locale, currency, cents, expected) => {
    expect(plain(formatMoney(cents, currency, locale).text)).toBe(expected);
  });

  it('drops a zero fraction for headline amounts only', () => {
    expect(plain(formatMoney(1_000_000, 'EUR', 'de', { wholeUnits: true }).text)).toBe('10.000 €');
    expect(plain(formatMoney(1_500_000, 'CAD', 'fr-CA', { wholeUnits: true }).text)).toBe('15 000 $');
    expect(formatMoney(150_050, 'EUR', 'en', { wholeUnits: true }).text).toBe('€1,500.50');
  });

  it('shortens large amounts only when asked (tile corners)', () => {
    expect(formatMoney(2_550_000, 'EUR', 'en', { compact: true }).text).toBe('€25.5K');
    expect(plain(formatMoney(2_550_000, 'CAD', 'fr-CA', { compact: true }).text)).toBe('25,5 k $');
    expect(formatMoney(500_000, 'EUR', 'en', { compact: true, wholeUnits: true }).text).toBe('€5,000');
    expect(formatMoney(2_550_000, 'EUR', 'en').text).toBe('€25,500.00');
  });

  it('keeps crypto in its display unit', () => {
    expect(plain(formatMoney(5_000_000, 'BTC', 'de').text)).toMatch(/^50\.000,00 [µμ]BTC$/);
    expect(plain(formatMoney(5_000_000, 'BTC', 'en', { wholeUnits: true }).text)).toMatch(/^50,000 [µμ]BTC$/);
  });
});

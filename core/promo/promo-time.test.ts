import { describe, expect, it } from 'vitest';
import { countdownClock, countdownParts, formatPromoDate, formatPromoTime } from './promo-time';

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const target = 1_000_000_000;
    const left = (2 * 86_400 + 4 * 3_600 + 5 * 60 + 6) * 1000;
    expect(countdownParts(target, target - left)).toEqual({ days: 2, hours: 4, minutes: 5, seconds: 6, done: false });
    expect(countdownClock(countdownParts(target, target - left))).toEqual({ days: 2, clock: '04:05:06' });
  });

  it('rounds a part second up, so it shows 00:00:01 until the very end', () => {
    expect(countdownParts(10_000, 9_001)).toMatchObject({ seconds: 1, done: false });
    expect(countdownParts(10_000, 10_000)).toMatchObject({ seconds: 0, done: true });
  });

  it('never goes below zero', () => {
    expect(countdownParts(10_000, 99_000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, done: true });
    expect(countdownClock(countdownParts(10_000, 99_000)).clock).toBe('00:00:00');
  });
});

describe('promotion dates (spec part 1 §4: DD/MM/YYYY)', () => {
  it('prints day, month and year in that order with leading zeros', () => {
    expect(formatPromoDate('2025-03-07T10:00:00Z', 'UTC')).toBe('07/03/2025');
    expect(formatPromoDate('2025-12-31T23:30:00Z', 'UTC')).toBe('31/12/2025');
  });

  it('uses the visitor’s time zone', () => {
    expect(formatPromoDate('2025-12-31T23:30:00Z', 'Europe/Berlin')).toBe('01/01/2026');
    expect(formatPromoTime('2025-12-31T23:30:00Z', 'Europe/Berlin')).toBe('00:30');
  });

  it('prints nothing for a broken date', () => {
    expect(formatPromoDate('not a date')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { lockEnd, periodEnd, periodStart } from './periods';

describe('limit periods (UTC)', () => {
  const wednesday = new Date('2025-06-18T15:30:00.000Z');
  it('day, week from Monday, month', () => {
    expect(periodStart('day', wednesday).toISOString()).toBe('2025-06-18T00:00:00.000Z');
    expect(periodStart('week', wednesday).toISOString()).toBe('2025-06-16T00:00:00.000Z');
    expect(periodStart('week', new Date('2025-06-22T23:00:00.000Z')).toISOString()).toBe('2025-06-16T00:00:00.000Z'); // Sunday
    expect(periodStart('month', wednesday).toISOString()).toBe('2025-06-01T00:00:00.000Z');
    expect(periodEnd('month', new Date('2025-12-31T00:00:00.000Z')).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
  it('lock lengths', () => {
    expect(lockEnd('24_hours', wednesday)!.toISOString()).toBe('2025-06-19T15:30:00.000Z');
    expect(lockEnd('6_weeks', wednesday)!.toISOString()).toBe('2025-07-30T15:30:00.000Z');
    expect(lockEnd('1_year', wednesday)!.toISOString()).toBe('2026-06-18T15:30:00.000Z');
    expect(lockEnd('permanent', wednesday)).toBeNull();
  });
});

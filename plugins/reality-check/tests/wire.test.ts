import { safeParse } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { realityCheckSchema, realityCheckUpdateSchema } from '@schemas/wire/reality-check';

/** What the reference platform sends (platform/modules/reality-check), and what a platform of the family may send instead. */
const platformAnswer = {
  interval_minutes: 15,
  session_started_at: '2026-03-01T10:00:00.000Z',
  next_due_at: '2026-03-01T10:15:00.000Z',
  server_time: '2026-03-01T10:15:02.000Z',
  played_seconds: 902,
  totals: [{ currency: 'EUR', bet_cents: 12_000, win_cents: 4_550, net_cents: -7_450, rounds: 40 }],
};

describe('reality-check wire (tolerant reader)', () => {
  it('reads the reference platform\'s answer as it is', () => {
    expect(safeParse(realityCheckSchema, platformAnswer)).toMatchObject({ success: true, data: platformAnswer });
  });

  it('reads numbers sent as strings, ignores unknown fields, drops a malformed total, keeps the rest', () => {
    const parsed = safeParse(realityCheckSchema, {
      ...platformAnswer,
      played_seconds: '902',
      extra: { anything: true },
      totals: [{ currency: 'EUR', bet_cents: '12000', win_cents: '4550', net_cents: '-7450', rounds: '40' }, { currency: 7 }],
    });
    expect(parsed.success && parsed.data.totals).toEqual([{ currency: 'EUR', bet_cents: 12_000, win_cents: 4_550, net_cents: -7_450, rounds: 40 }]);
    expect(parsed.success && parsed.data.played_seconds).toBe(902);
  });

  it('an interval this client does not offer reads as "never chose"; absent due time and totals read as none', () => {
    const parsed = safeParse(realityCheckSchema, { session_started_at: platformAnswer.session_started_at, server_time: platformAnswer.server_time, interval_minutes: 45 });
    expect(parsed.success && parsed.data).toEqual({ ...platformAnswer, interval_minutes: null, next_due_at: null, played_seconds: 0, totals: [] });
  });

  it('refuses an answer without the session\'s start or the platform\'s time (nothing to count from)', () => {
    expect(safeParse(realityCheckSchema, { ...platformAnswer, server_time: undefined }).success).toBe(false);
  });

  it('the request side is strict: one of the four intervals, or acknowledge', () => {
    expect(safeParse(realityCheckUpdateSchema, { interval_minutes: 30 }).success).toBe(true);
    expect(safeParse(realityCheckUpdateSchema, { acknowledge: true }).success).toBe(true);
    expect(safeParse(realityCheckUpdateSchema, { interval_minutes: 45 }).success).toBe(false);
    expect(safeParse(realityCheckUpdateSchema, {}).success).toBe(false);
  });
});

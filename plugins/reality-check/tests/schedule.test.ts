import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealityCheck } from '@schemas/wire/reality-check';
import { createRealityCheckSchedule, dueInMs, RESYNC_MS, RETRY_MS } from '../rules/schedule';

const MIN = 60_000;
const START = Date.parse('2026-03-01T10:00:00.000Z');

/** A fake platform: its clock is the fake timers' clock plus a skew, its due time the session grid. */
function platform({ interval = 15, skewMs = 0 } = {}) {
  let checkedAt = START;
  const state = { interval };
  const answer = (): RealityCheck => {
    const now = Date.now() + skewMs;
    const step = state.interval * MIN;
    const due = state.interval > 0 ? START + (Math.floor((checkedAt - START) / step) + 1) * step : null;
    return {
      interval_minutes: state.interval as RealityCheck['interval_minutes'],
      session_started_at: new Date(START).toISOString(),
      next_due_at: due === null ? null : new Date(due).toISOString(),
      server_time: new Date(now).toISOString(),
      played_seconds: Math.floor((now - START) / 1000),
      totals: [],
    };
  };
  return {
    state,
    load: vi.fn(async () => answer()),
    acknowledge: () => {
      checkedAt = Date.now() + skewMs;
      return answer();
    },
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('dueInMs', () => {
  it('measures on the platform clock, never negative, null while off', () => {
    expect(dueInMs({ next_due_at: '2026-03-01T10:15:00.000Z', server_time: '2026-03-01T10:14:00.000Z' })).toBe(MIN);
    expect(dueInMs({ next_due_at: '2026-03-01T10:15:00.000Z', server_time: '2026-03-01T10:16:00.000Z' })).toBe(0);
    expect(dueInMs({ next_due_at: null, server_time: '2026-03-01T10:16:00.000Z' })).toBeNull();
  });
});

describe('the reality-check schedule (fake timers)', () => {
  it('reports the check when the platform says it is due, not a moment before', async () => {
    const fake = platform({ interval: 15 });
    const onDue = vi.fn();
    const schedule = createRealityCheckSchedule({ load: fake.load, onDue });
    await schedule.refresh();
    await vi.advanceTimersByTimeAsync(5 * MIN); // resync at 5 and 10 minutes, nothing due
    await vi.advanceTimersByTimeAsync(10 * MIN - 1);
    expect(onDue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onDue).toHaveBeenCalledTimes(1);
    expect(new Date(onDue.mock.calls[0]![0].next_due_at).getTime()).toBe(START + 15 * MIN);
    schedule.stop();
  });

  it('after continue, the next one is due on the session grid (a late continue does not push it back)', async () => {
    const fake = platform({ interval: 15 });
    const onDue = vi.fn();
    const schedule = createRealityCheckSchedule({ load: fake.load, onDue });
    await schedule.refresh();
    await vi.advanceTimersByTimeAsync(15 * MIN);
    expect(onDue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * MIN); // the player reads it for two minutes
    expect(onDue).toHaveBeenCalledTimes(1); // waits for the answer to "continue", reports nothing meanwhile
    schedule.plan(fake.acknowledge());
    await vi.advanceTimersByTimeAsync(13 * MIN - 1);
    expect(onDue).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(onDue).toHaveBeenCalledTimes(2);
    schedule.stop();
  });

  it('waits by the platform clock, whatever the device clock says', async () => {
    const fake = platform({ interval: 15, skewMs: 10 * MIN }); // the platform is 10 minutes ahead of this device
    const onDue = vi.fn();
    const schedule = createRealityCheckSchedule({ load: fake.load, onDue });
    await schedule.refresh();
    await vi.advanceTimersByTimeAsync(5 * MIN - 1);
    expect(onDue).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(onDue).toHaveBeenCalledTimes(1);
    schedule.stop();
  });

  it('follows a change made in another tab at the next read', async () => {
    const fake = platform({ interval: 0 });
    const onDue = vi.fn();
    const onChange = vi.fn();
    const schedule = createRealityCheckSchedule({ load: fake.load, onDue, onChange });
    await schedule.refresh();
    fake.state.interval = 15; // another tab turned it on
    await vi.advanceTimersByTimeAsync(RESYNC_MS);
    expect(onChange.mock.lastCall![0].interval_minutes).toBe(15);
    await vi.advanceTimersByTimeAsync(15 * MIN - RESYNC_MS);
    expect(onDue).toHaveBeenCalledTimes(1);
    schedule.stop();
  });

  it('a failed read is tried again later; stop ends every timer', async () => {
    const load = vi.fn<() => Promise<RealityCheck>>().mockRejectedValueOnce(new Error('offline'));
    const fake = platform({ interval: 15 });
    load.mockImplementation(fake.load);
    const onDue = vi.fn();
    const schedule = createRealityCheckSchedule({ load, onDue });
    await schedule.refresh();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(RETRY_MS);
    expect(load).toHaveBeenCalledTimes(2);
    schedule.stop();
    await vi.advanceTimersByTimeAsync(60 * MIN);
    expect(load).toHaveBeenCalledTimes(2);
    expect(onDue).not.toHaveBeenCalled();
  });
});

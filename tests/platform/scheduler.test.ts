import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPlatformApp } from '../../platform/app';
import {
  createManualClock,
  createScheduler,
  nextOccurrence,
  SCHEDULER_FAILURE_BACKOFF_MS,
  SCHEDULER_MAX_SLEEP_MS,
  type ScheduledJob,
} from '../../platform/scheduler';
import { tempDataDir } from './helpers';

/** The platform's one scheduler (DESIGN §12): an injectable clock, due work, timers that never hold a process. */
afterEach(() => {
  vi.useRealTimers();
});

const recorder = (name: string, runs: string[], extra: Partial<ScheduledJob> = {}): ScheduledJob => ({
  name,
  run: (now) => {
    runs.push(`${name}@${now.toISOString()}`);
  },
  ...extra,
});

describe('scheduler', () => {
  it('runDue runs every job at the clock’s now, in order; a failing job is reported and the others still run', () => {
    const clock = createManualClock('2030-01-01T00:00:00.000Z');
    const failures: string[] = [];
    const scheduler = createScheduler({ clock, report: ({ job }) => failures.push(job) });
    const runs: string[] = [];
    scheduler.add(recorder('a', runs));
    scheduler.add({
      name: 'broken',
      run: () => {
        throw new Error('boom');
      },
    });
    scheduler.add(recorder('b', runs));
    expect(() => scheduler.add(recorder('a', runs))).toThrow(/added twice/);
    expect(scheduler.runDue()).toEqual([
      { job: 'a', ok: true },
      { job: 'broken', ok: false },
      { job: 'b', ok: true },
    ]);
    clock.advance(90_000);
    scheduler.runDue();
    expect(runs).toEqual(['a@2030-01-01T00:00:00.000Z', 'b@2030-01-01T00:00:00.000Z', 'a@2030-01-01T00:01:30.000Z', 'b@2030-01-01T00:01:30.000Z']);
    expect(failures).toEqual(['broken', 'broken']);
  });

  it('once started, runs at once, then sleeps until the earliest due time (never longer than the cap); stop disarms', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00.000Z') });
    const runs: string[] = [];
    let due: string | null = '2030-01-01T00:00:10.000Z';
    const scheduler = createScheduler();
    scheduler.add(recorder('job', runs, { nextDueAt: () => due }));
    scheduler.start();
    expect(scheduler.started).toBe(true);
    vi.advanceTimersByTime(0);
    expect(runs).toHaveLength(1);
    vi.advanceTimersByTime(9_999);
    expect(runs).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(runs).toHaveLength(2);
    // Nothing known ahead: the scheduler still looks again after its longest sleep.
    due = null;
    vi.advanceTimersByTime(10_000);
    expect(runs).toHaveLength(3);
    vi.advanceTimersByTime(SCHEDULER_MAX_SLEEP_MS);
    expect(runs).toHaveLength(4);
    // New work due sooner than planned: wake() plans again.
    due = new Date(Date.now() + 2_000).toISOString();
    scheduler.wake();
    vi.advanceTimersByTime(2_000);
    expect(runs).toHaveLength(5);
    scheduler.stop();
    scheduler.stop();
    vi.advanceTimersByTime(10 * SCHEDULER_MAX_SLEEP_MS);
    expect(runs).toHaveLength(5);
    expect(scheduler.started).toBe(false);
  });

  it('backs off after a failed run instead of spinning on work that stays due', () => {
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00.000Z') });
    let attempts = 0;
    const scheduler = createScheduler({ report: () => undefined });
    scheduler.add({
      name: 'stuck',
      run: () => {
        attempts++;
        throw new Error('still broken');
      },
      nextDueAt: () => '2029-12-31T00:00:00.000Z',
    });
    scheduler.start();
    vi.advanceTimersByTime(SCHEDULER_FAILURE_BACKOFF_MS - 1);
    expect(attempts).toBe(1);
    vi.advanceTimersByTime(1);
    expect(attempts).toBe(2);
    scheduler.stop();
  });

  it('its timer never keeps a process alive', () => {
    const spy = vi.spyOn(globalThis, 'setTimeout');
    const scheduler = createScheduler();
    scheduler.add({ name: 'idle', run: () => undefined });
    scheduler.start();
    const timer = spy.mock.results.at(-1)?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    scheduler.stop();
    spy.mockRestore();
  });

  it('the platform app starts it when ready and stops it when it closes', async () => {
    const temp = tempDataDir();
    try {
      const { app, ctx } = await buildPlatformApp({ dataDir: temp.dir });
      expect(ctx.scheduler.started).toBe(false);
      await app.ready();
      expect(ctx.scheduler.started).toBe(true);
      await app.close();
      expect(ctx.scheduler.started).toBe(false);
      const manual = await buildPlatformApp({ dataDir: temp.dir, runScheduler: false });
      await manual.app.ready();
      expect(manual.ctx.scheduler.started).toBe(false);
      await manual.app.close();
    } finally {
      temp.cleanup();
    }
  });
});

describe('nextOccurrence', () => {
  const week = 7 * 86_400;
  const previous = { startAt: '2030-01-07T00:00:00.000Z', endAt: '2030-01-14T00:00:00.000Z' };

  it('follows the previous window on its grid', () => {
    expect(nextOccurrence(previous, week, new Date('2030-01-14T00:00:00.000Z'))).toEqual({ startAt: '2030-01-14T00:00:00.000Z', endAt: '2030-01-21T00:00:00.000Z' });
  });

  it('after a long downtime resumes on the slot that has not ended, not on the missed ones', () => {
    expect(nextOccurrence(previous, week, new Date('2030-02-20T12:00:00.000Z'))).toEqual({ startAt: '2030-02-18T00:00:00.000Z', endAt: '2030-02-25T00:00:00.000Z' });
  });

  it('keeps the gap of a window shorter than its period (a future instance)', () => {
    const hour = { startAt: '2030-01-07T18:00:00.000Z', endAt: '2030-01-07T19:00:00.000Z' };
    expect(nextOccurrence(hour, 86_400, new Date('2030-01-07T19:00:00.000Z'))).toEqual({ startAt: '2030-01-08T18:00:00.000Z', endAt: '2030-01-08T19:00:00.000Z' });
  });
});

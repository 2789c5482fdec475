import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SurveyConfig } from '../api';
import { createSurveySchedule, type SurveyScheduleDeps } from '../lifecycle/survey-schedule';

const ENABLED: SurveyConfig = { survey_id: 's-1', survey_collector_id: 'c-1', is_enable_widget: true };
const MINUTE = 60_000;

function schedule(overrides: Partial<SurveyScheduleDeps> = {}, startedAt = 0) {
  const offers: SurveyConfig[] = [];
  const loads = { count: 0 };
  let signedIn = true;
  const deps: SurveyScheduleDeps = {
    // The page's clock: the fake timers' own time, plus how late the plugin started.
    sinceLoad: () => Date.now() + startedAt,
    loadConfig: async () => {
      loads.count++;
      return ENABLED;
    },
    signedIn: () => signedIn,
    offeredBefore: () => false,
    offer: (config) => void offers.push(config),
    ...overrides,
  };
  const made = createSurveySchedule(deps);
  return { made, offers, loads, signOut: () => (signedIn = false), signIn: () => (signedIn = true) };
}

describe('survey schedule (spec part 1 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('loads survey-config 10 s before the 5 minutes and offers the survey at 5 minutes', async () => {
    const { made, offers, loads } = schedule();
    made.start();
    await vi.advanceTimersByTimeAsync(4 * MINUTE + 49_999);
    expect(loads.count).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(loads.count).toBe(1);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(offers).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(offers).toEqual([ENABLED]);
    // Loaded once: the 5-minute check reuses the preloaded document.
    expect(loads.count).toBe(1);
  });

  it('offers nothing when the widget is disabled, the config is missing or the survey was offered this session', async () => {
    for (const overrides of [
      { loadConfig: async () => ({ ...ENABLED, is_enable_widget: false }) },
      { loadConfig: async () => null },
      { loadConfig: () => Promise.reject(new Error('offline')) },
      { offeredBefore: () => true },
    ] satisfies Partial<SurveyScheduleDeps>[]) {
      const { made, offers } = schedule(overrides);
      made.start();
      await vi.advanceTimersByTimeAsync(6 * MINUTE);
      expect(offers).toEqual([]);
      made.stop();
    }
  });

  it('waits for a guest to sign in, and not before the 5 minutes', async () => {
    const { made, offers, signOut, signIn } = schedule();
    signOut();
    made.start();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    signIn();
    await made.signedIn();
    expect(offers).toEqual([]);
    signOut();
    await vi.advanceTimersByTimeAsync(4 * MINUTE);
    expect(offers).toEqual([]);
    signIn();
    await made.signedIn();
    expect(offers).toEqual([ENABLED]);
  });

  it('counts from the page load, not from when the plugin started', async () => {
    const { made, offers, loads } = schedule({}, 4 * MINUTE + 55_000);
    made.start();
    // 4:55 already on the site: the preload is due at once, the survey 5 s later.
    await vi.advanceTimersByTimeAsync(0);
    expect(loads.count).toBe(1);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(offers).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(offers).toEqual([ENABLED]);
  });

  it('stops with its runtime', async () => {
    const { made, offers, loads } = schedule();
    made.start();
    made.stop();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(loads.count + offers.length).toBe(0);
  });
});

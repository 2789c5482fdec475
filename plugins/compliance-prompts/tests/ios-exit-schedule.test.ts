import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createIosExitSchedule, type IosExitScheduleDeps } from '../lifecycle/ios-exit-schedule';

const MINUTE = 60_000;

function schedule(overrides: Partial<IosExitScheduleDeps> = {}) {
  let busy = false;
  let shown = false;
  const offers: number[] = [];
  const made = createIosExitSchedule({
    sinceLoad: () => Date.now(),
    inAppBrowser: true,
    screenBusy: () => busy,
    shownBefore: () => shown,
    offer: () => {
      offers.push(Date.now());
      shown = true;
    },
    ...overrides,
  });
  return { made, offers, setBusy: (value: boolean) => (busy = value) };
}

describe('iOS in-app browser exit prompt (spec part 1 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 0 }));
  afterEach(() => vi.useRealTimers());

  it('is offered at the first minute check from 5 minutes on', () => {
    const { made, offers } = schedule();
    made.start();
    vi.advanceTimersByTime(5 * MINUTE - 1);
    expect(offers).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(offers).toEqual([5 * MINUTE]);
    vi.advanceTimersByTime(10 * MINUTE);
    expect(offers).toHaveLength(1);
  });

  it('is not offered while a game or the cashbox is open; the next minute check after it closed offers it', () => {
    const { made, offers, setBusy } = schedule();
    made.start();
    setBusy(true);
    vi.advanceTimersByTime(7 * MINUTE);
    expect(offers).toEqual([]);
    setBusy(false);
    // Closed at 7:00 + a moment: checked again at 8:00, not at once.
    vi.advanceTimersByTime(30_000);
    expect(offers).toEqual([]);
    vi.advanceTimersByTime(30_000);
    expect(offers).toEqual([8 * MINUTE]);
  });

  it('is offered at logout before the 5 minutes, and then not again', () => {
    const { made, offers } = schedule();
    made.start();
    vi.advanceTimersByTime(2 * MINUTE);
    made.atLogout();
    expect(offers).toEqual([2 * MINUTE]);
    vi.advanceTimersByTime(10 * MINUTE);
    made.atLogout();
    expect(offers).toHaveLength(1);
  });

  it('does nothing outside an iOS in-app browser, or when shown earlier in the session', () => {
    for (const overrides of [{ inAppBrowser: false }, { shownBefore: () => true }]) {
      const { made, offers } = schedule(overrides);
      made.start();
      vi.advanceTimersByTime(10 * MINUTE);
      made.atLogout();
      expect(offers).toEqual([]);
    }
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { startIdleTitle } from '../idle-title';

function fakeDocument() {
  const listeners = new Set<() => void>();
  return {
    hidden: false,
    title: 'Terms | Aurora',
    addEventListener: (_: string, fn: () => void) => void listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => void listeners.delete(fn),
    change(hidden: boolean) {
      this.hidden = hidden;
      for (const fn of listeners) fn();
    },
  };
}

afterEach(() => vi.useRealTimers());

describe('idle title', () => {
  it('starts rotating 2 s after the tab is hidden and restores the title when visible', () => {
    vi.useFakeTimers();
    const doc = fakeDocument();
    startIdleTitle({ doc: doc as never, titles: () => ['Come back!', 'Still here'], delayMs: 2_000, stepMs: 1_000 });
    doc.change(true);
    vi.advanceTimersByTime(1_999);
    expect(doc.title).toBe('Terms | Aurora');
    vi.advanceTimersByTime(1);
    expect(doc.title).toBe('Come back!');
    vi.advanceTimersByTime(1_000);
    expect(doc.title).toBe('Still here');
    vi.advanceTimersByTime(1_000);
    expect(doc.title).toBe('Come back!');
    doc.change(false);
    expect(doc.title).toBe('Terms | Aurora');
    vi.advanceTimersByTime(10_000);
    expect(doc.title).toBe('Terms | Aurora');
  });

  it('does nothing when the tab comes back within the delay, and stops listening when disposed', () => {
    vi.useFakeTimers();
    const doc = fakeDocument();
    const stop = startIdleTitle({ doc: doc as never, titles: () => ['Come back!'], delayMs: 2_000, stepMs: 1_000 });
    doc.change(true);
    vi.advanceTimersByTime(1_500);
    doc.change(false);
    vi.advanceTimersByTime(5_000);
    expect(doc.title).toBe('Terms | Aurora');
    stop();
    doc.change(true);
    vi.advanceTimersByTime(5_000);
    expect(doc.title).toBe('Terms | Aurora');
  });
});

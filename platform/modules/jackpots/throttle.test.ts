import { describe, expect, it } from 'vitest';
import { createThrottle, type ThrottleTimers } from './throttle';

/** Hand-driven timers: `advance` runs what is due, in order. */
function manualTimers() {
  let now = 0;
  let queue: { at: number; fn: () => void; id: number }[] = [];
  let ids = 0;
  const timers: ThrottleTimers = {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = ++ids;
      queue.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimeout: (id) => {
      queue = queue.filter((t) => t.id !== id);
    },
  };
  const advance = (ms: number) => {
    const end = now + ms;
    for (;;) {
      const due = queue.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      queue = queue.filter((t) => t !== due);
      now = due.at;
      due.fn();
    }
    now = end;
  };
  return { timers, advance };
}

describe('jackpot tick throttle', () => {
  it('flushes a quiet touch at once, then at most once per interval with every key touched meanwhile', () => {
    const { timers, advance } = manualTimers();
    const flushes: { at: number; keys: number[] }[] = [];
    const throttle = createThrottle<number>(1_000, (keys) => flushes.push({ at: timers.now(), keys: [...keys].sort() }), timers);

    throttle.touch(1);
    advance(0);
    expect(flushes).toEqual([{ at: 0, keys: [1] }]);

    // A storm of touches within the next second: one flush, when the second is up, with both jackpots once.
    for (let t = 0; t < 10; t += 1) {
      advance(50);
      throttle.touch(t % 2 === 0 ? 2 : 1);
    }
    expect(flushes).toHaveLength(1);
    advance(499);
    expect(flushes).toHaveLength(1);
    advance(1);
    expect(flushes).toEqual([{ at: 0, keys: [1] }, { at: 1_000, keys: [1, 2] }]);

    // Quiet for longer than the interval: the next touch goes out on the next turn again.
    advance(5_000);
    throttle.touch(3);
    advance(0);
    expect(flushes.at(-1)).toEqual({ at: 6_000, keys: [3] });
  });

  it('drops what is pending when stopped', () => {
    const { timers, advance } = manualTimers();
    const flushes: number[][] = [];
    const throttle = createThrottle<number>(1_000, (keys) => flushes.push([...keys]), timers);
    throttle.touch(1);
    advance(0);
    throttle.touch(2);
    throttle.stop();
    advance(2_000);
    expect(flushes).toEqual([[1]]);
  });
});

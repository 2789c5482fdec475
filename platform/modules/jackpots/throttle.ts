/**
 * Collects keys touched in quick succession and flushes them at most once per `intervalMs`: the first touch after a
 * quiet spell flushes at the end of the spell's interval, later touches join the pending set. A jackpot fed by a
 * hundred bets a second still ticks out once a second, with its latest amount.
 */
export interface Throttle<K> {
  touch(key: K): void;
  /** Drops what is pending and the timer (platform closing). */
  stop(): void;
}

export interface ThrottleTimers {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const realTimers: ThrottleTimers = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => {
    const handle = setTimeout(fn, ms);
    // Never keeps a process alive for a push.
    handle.unref?.();
    return handle;
  },
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createThrottle<K>(intervalMs: number, flush: (keys: ReadonlySet<K>) => void, timers: ThrottleTimers = realTimers): Throttle<K> {
  let pending = new Set<K>();
  let handle: unknown = null;
  let lastFlush = Number.NEGATIVE_INFINITY;
  const run = () => {
    handle = null;
    lastFlush = timers.now();
    const keys = pending;
    pending = new Set();
    if (keys.size > 0) flush(keys);
  };
  return {
    touch(key) {
      pending.add(key);
      if (handle !== null) return;
      // A quiet spell longer than the interval: flush on the next turn, else when the interval since the last is up.
      handle = timers.setTimeout(run, Math.max(0, lastFlush + intervalMs - timers.now()));
    },
    stop() {
      if (handle !== null) timers.clearTimeout(handle);
      handle = null;
      pending = new Set();
    },
  };
}

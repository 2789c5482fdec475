/**
 * A fixed budget per key and time window, in memory, one per platform instance (made in `register`, never at
 * module level, so two platforms in one test process do not share counts). Only accepted messages count.
 */
export function createWindowLimiter({ max, windowMs }: { max: number; windowMs: number }) {
  const hits = new Map<string, number[]>();
  const recent = (key: string, now: number) => (hits.get(key) ?? []).filter((at) => now - at < windowMs);
  return {
    /** Seconds until `key` may send again, or null when it may now. */
    waitFor(key: string, now: number): number | null {
      const list = recent(key, now);
      if (list.length === 0) hits.delete(key);
      return list.length >= max ? Math.ceil((list[0]! + windowMs - now) / 1000) : null;
    },
    record(key: string, now: number) {
      // Bounded: a flood of addresses cannot grow the map without limit.
      if (hits.size > 50_000) hits.clear();
      hits.set(key, [...recent(key, now), now]);
    },
  };
}

/**
 * Attempt budgets with exponential backoff, in memory, one set per platform instance (created in
 * `register`, never at module level, so two platforms in one process - tests - do not share counts).
 *
 * Only what `record` is told counts: sign-in records failures alone, so a player's correct sign-ins never
 * use up the budget. Asking (`waitFor`) changes nothing, so a refused attempt neither counts nor lengthens
 * the wait.
 */
export interface AttemptBudget {
  /** Attempts allowed before any wait: the one that uses up the last of them starts the first wait. */
  free: number;
  /** The first wait once `free` is used up; each further attempt doubles it, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** Quiet time after the last attempt that forgets the count. */
  forgetAfterMs: number;
}

export interface AttemptLimiter {
  /** Seconds until `key` may try again, or `null` when it may now. */
  waitFor(key: string, now?: number): number | null;
  /** Counts an attempt against `key`; past the free ones it starts (or doubles) the wait. */
  record(key: string, now?: number): void;
  /** Forgets `key` (a successful sign-in clears its account's failures). */
  clear(key: string): void;
}

// Past this many keys, forgotten ones are swept and, if still too many, the oldest dropped: rotating
// e-mails or addresses cannot grow memory without bound.
const MAX_KEYS = 50_000;

export function createAttemptLimiter(budget: AttemptBudget): AttemptLimiter {
  const entries = new Map<string, { count: number; lastAt: number; blockedUntil: number }>();
  const sweep = (now: number) => {
    for (const [key, entry] of entries) if (now - entry.lastAt >= budget.forgetAfterMs && entry.blockedUntil <= now) entries.delete(key);
    for (const key of entries.keys()) {
      if (entries.size <= MAX_KEYS / 2) break;
      entries.delete(key);
    }
  };
  return {
    waitFor(key, now = Date.now()) {
      const entry = entries.get(key);
      return entry && entry.blockedUntil > now ? Math.ceil((entry.blockedUntil - now) / 1000) : null;
    },
    record(key, now = Date.now()) {
      if (entries.size >= MAX_KEYS) sweep(now);
      const previous = entries.get(key);
      const count = previous && now - previous.lastAt < budget.forgetAfterMs ? previous.count + 1 : 1;
      // The attempt that uses up the free ones starts the first wait.
      const over = count - budget.free;
      const blockedUntil = over >= 0 ? now + Math.min(budget.maxDelayMs, budget.baseDelayMs * 2 ** over) : 0;
      // Re-inserted so that the map's order stays oldest-first for the sweep.
      entries.delete(key);
      entries.set(key, { count, lastAt: now, blockedUntil });
    },
    clear(key) {
      entries.delete(key);
    },
  };
}

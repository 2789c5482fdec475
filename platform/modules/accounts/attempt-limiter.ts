/**
 * Fixed-window attempt counter, one per app instance (created in `register`, never at module level, so
 * two platforms in one process - tests - do not share counts). Keys are `ip|email`.
 */
export interface AttemptLimiter {
  /** Counts an attempt; returns seconds to wait when over the limit, else `null`. */
  hit(key: string, now?: number): number | null;
}

export function createAttemptLimiter(max: number, windowMs: number): AttemptLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    hit(key, now = Date.now()) {
      // Drop expired windows on the way so the map cannot grow without bound.
      if (windows.size > 10_000) for (const [k, w] of windows) if (now - w.startedAt >= windowMs) windows.delete(k);
      let window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        window = { startedAt: now, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > max ? Math.ceil((window.startedAt + windowMs - now) / 1000) : null;
    },
  };
}

// 10 sign-in attempts per IP and e-mail per 10 minutes (our choice; the spec sets no number).
export const SIGN_IN_MAX_ATTEMPTS = 10;
export const SIGN_IN_WINDOW_MS = 10 * 60_000;

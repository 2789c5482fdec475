import { useEffect, useState } from 'react';

/** The time, ticking once a minute (time left on gifts is told in minutes): one clock per block. */
export function useNow(tickMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

/** Runs `work` when the browser is idle (after the page's own loading), never in its first frames. */
export function whenIdle(work: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1500);
  return () => clearTimeout(id);
}

import { useEffect, useLayoutEffect, useState } from 'react';
import { useCoreRuntime } from './runtime-context';

/**
 * The time, ticking every `tickMs` (a countdown's step: a second for promo timers, a minute for "2 days left"):
 * one clock per page or block, passed down to its cards rather than one timer per card. On a server-drawn page its
 * first render reads the time the server drew it (so a hydrating countdown says what the HTML says, no mismatch,
 * whenever its block hydrates), and it moves to the browser's time right after mounting, before the paint.
 */
export function useNow(tickMs: number): number {
  const runtime = useCoreRuntime();
  const [now, setNow] = useState(() => runtime.renderedAt ?? Date.now());
  useLayoutEffect(() => setNow(Date.now()), []);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

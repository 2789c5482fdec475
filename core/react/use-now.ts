import { useEffect, useState } from 'react';

/**
 * The time, ticking every `tickMs` (a countdown's step: a second for promo timers, a minute for "2 days left"):
 * one clock per page or block, passed down to its cards rather than one timer per card.
 */
export function useNow(tickMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

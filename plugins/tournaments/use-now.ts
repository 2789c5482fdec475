import { useEffect, useState } from 'react';
import { SESSION_TIMER_TICK_MS } from '@config/timing';

/** The time, ticking once a second (the promo timers' step): one clock per page, passed down to its cards. */
export function useNow(tickMs = SESSION_TIMER_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}

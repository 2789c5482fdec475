import { useLayoutEffect, useState } from 'react';
import { useRuntime } from '@core/index';

/**
 * The time zone the promo dates are written in (`formatPromoDate(iso, zone)`): the visitor's own, except on a
 * server-drawn page's first render, which writes UTC on both sides — the server does not know the visitor's zone,
 * and a date written in the server's zone would not match the hydrating browser's (a hydration mismatch). Like
 * `useNow`, the block moves to the visitor's zone right after mounting, before the browser paints it.
 */
export function usePromoZone(): string | undefined {
  const runtime = useRuntime();
  const [zone, setZone] = useState<string | undefined>(() => (runtime.onServer || runtime.renderedAt !== null ? 'UTC' : undefined));
  useLayoutEffect(() => setZone(undefined), []);
  return zone;
}

import { proxy } from 'valtio';
import type { UtmMetrics } from './rules/utm-params';

/** Campaign of this visit (`trackingState`, one per runtime), kept until it is sent with a sign-up (then cleared: it counts once). */
export function createTrackingStore() {
  return proxy<{ utm: UtmMetrics | null }>({ utm: null });
}
export type TrackingStore = ReturnType<typeof createTrackingStore>;

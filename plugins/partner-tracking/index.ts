import { definePlugin, stateOf } from '@core/index';
import { logUtm } from './api';
import { partnerTrackingManifest } from './manifest';
import { trackingState } from './state';
import { trackArrival, trackPromoCodes } from './tracking';

/** Taps arrival, route changes and sign-up; nothing to render. Wiring only. */
export default definePlugin(partnerTrackingManifest, (api) => {
  api.onBoot((runtime) => {
    if (typeof window !== 'undefined') void trackArrival(runtime, stateOf(runtime, trackingState));
  });
  api.onRouteChange(({ path }, runtime) => {
    if (typeof window !== 'undefined') trackPromoCodes(runtime, path);
  });
  api.onLogin(async ({ reason }, runtime) => {
    const store = stateOf(runtime, trackingState);
    if (reason !== 'registration' || !store.utm) return;
    const utm = store.utm;
    store.utm = null;
    await logUtm(runtime, 'send', utm);
  });
  // No logout tap: the campaign outlives a previous player's logout (see `trackingState`).
});

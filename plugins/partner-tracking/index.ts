import { definePlugin, stateOf } from '@core/index';
import { logUtm } from './api';
import { partnerTrackingManifest } from './manifest';
import { trackingState } from './state';
import { trackArrival } from './tracking';

/**
 * Taps arrival and sign-up; nothing to render. Wiring only. Promo codes in the address are their owners': the cashbox
 * keeps `depositPromocode`, the bonuses plugin `giftPromocode` (each stores, strips and consumes its own).
 */
export default definePlugin(partnerTrackingManifest, (api) => {
  api.onBoot((runtime) => {
    if (typeof window !== 'undefined') void trackArrival(runtime, stateOf(runtime, trackingState));
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

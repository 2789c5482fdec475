import { definePlugin } from '@core/index';
import { logUtm } from './api';
import { manifest } from './manifest';
import { createTrackingStore } from './store';
import { trackArrival, trackPromoCodes } from './tracking';

export default definePlugin(manifest, (api) => {
  const { runtime } = api;
  const store = createTrackingStore();
  api.onBoot(() => {
    if (typeof window !== 'undefined') void trackArrival(runtime, store);
  });
  api.onRouteChange(({ path }) => {
    if (typeof window !== 'undefined') trackPromoCodes(runtime, path);
  });
  api.onLogin(async ({ reason }) => {
    if (reason !== 'registration' || !store.utm) return;
    const utm = store.utm;
    store.utm = null;
    await logUtm(runtime, 'send', utm);
  });
  api.onLogout(() => {
    store.utm = null;
  });
});

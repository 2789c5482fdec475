import { definePlugin } from '@core/index';
import { installableAppManifest } from './manifest';

/** Wiring only: the notices block, and the background work (start.ts) from the boot tap, after the first paint. */
export default definePlugin(installableAppManifest, (api) => {
  api.implement({
    slots: { notices: () => import('./components/AppNotices') },
  });
  api.onBoot((runtime) => {
    if (typeof window === 'undefined') return;
    void import('./start').then(({ startInstallableApp }) => startInstallableApp(runtime));
  });
});

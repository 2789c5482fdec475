import { definePlugin } from '@core/index';
import type { RealityCheckWatch } from './lifecycle/watch';
import { realityCheckManifest } from './manifest';

/**
 * Binds the settings block and the modal, and starts the check's watch at login. Wiring only: the watch (timers,
 * the API client and its schemas) loads at login, a guest never downloads it.
 */
export default definePlugin(realityCheckManifest, (api) => {
  api.implement({
    slots: { settings: () => import('./components/RealityCheckSettings') },
    modals: { check: () => import('./components/RealityCheckModal') },
  });

  // A timer, not state: started at login and undone at logout (session states are dropped before the logout tap runs).
  let watch: RealityCheckWatch | null = null;
  let signedIn = false;
  api.onLogin(async (_event, runtime) => {
    signedIn = true;
    const { watchRealityCheck } = await import('./lifecycle/watch');
    // A logout while the code loaded, or a second login tap, starts nothing.
    if (signedIn && !watch) watch = watchRealityCheck(runtime);
  });
  api.onRouteChange(() => watch?.routeChanged());
  api.onLogout(() => {
    signedIn = false;
    watch?.stop();
    watch = null;
  });
});

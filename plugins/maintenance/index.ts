import { definePlugin } from '@core/index';
import { keepOut, watchMaintenance } from './closure';
import { maintenanceManifest } from './manifest';

/**
 * Binds the maintenance page and the taps that keep visitors on it while the site is closed. The rules are in the
 * boot script with the wiring: every visit runs them at once, and a chunk of their own would cost every first
 * visit one more script request for 50 lines.
 */
export default definePlugin(maintenanceManifest, (api) => {
  api.implement({ routes: { page: () => import('./pages/MaintenancePage') } });
  api.onBoot((runtime) => watchMaintenance(runtime));
  api.onRouteChange((_event, runtime) => keepOut(runtime));
  // A tester signing in gets in; a sign-out of one is kept out again.
  api.onLogin((_event, runtime) => keepOut(runtime));
  api.onLogout((runtime) => keepOut(runtime));
});

import type { PlatformModuleDef } from '../../module';
import { registerInfoRoutes } from './info-routes';
import { maintenanceFromEnv, registerDevMaintenanceRoutes, registerMaintenance } from './maintenance';

/**
 * Reference data: currencies, countries, VIP statuses, project, locales, fields-info, visitor context. No
 * tables; it reads the signed-in player's country and language through accounts, `betting-config` through feconfig. Also the maintenance switch
 * (maintenance.ts): the project's open-or-closed state is project information.
 */
export const infoModule: PlatformModuleDef = {
  name: 'info',
  // feconfig: the project's apps follow the brand's `betting-config`.
  dependsOn: ['accounts', 'feconfig'],
  register(app, ctx) {
    // One switch per platform instance.
    const maintenance = { on: maintenanceFromEnv(process.env) };
    registerMaintenance(app, ctx, maintenance);
    registerInfoRoutes(app, ctx);
    if (ctx.config.mode === 'demo') registerDevMaintenanceRoutes(app, ctx, maintenance);
  },
};

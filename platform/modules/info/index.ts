import type { PlatformModuleDef } from '../../module';
import { registerInfoRoutes } from './info-routes';

/**
 * Reference data: currencies, countries, VIP statuses, project, locales, fields-info, visitor context. No
 * tables; it reads the signed-in player's country and language through accounts.
 */
export const infoModule: PlatformModuleDef = { name: 'info', dependsOn: ['accounts'], register: registerInfoRoutes };

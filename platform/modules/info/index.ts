import type { PlatformModuleDef } from '../../module';
import { registerInfoRoutes } from './info-routes';

/** Reference data: currencies, countries, VIP statuses, project, locales, fields-info, visitor context. */
export const infoModule: PlatformModuleDef = { name: 'info', register: registerInfoRoutes };

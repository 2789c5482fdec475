import type { PlatformModuleDef } from '../../module';
import { registerFeConfigRoutes } from './feconfig-routes';
import { seedFeConfig } from './feconfig-seed';

/** Frontend configuration documents (`/api/fe/config/*`), JSON Schemas in schemas/feconfig. */
export const feConfigModule: PlatformModuleDef = {
  name: 'feconfig',
  register: registerFeConfigRoutes,
  seed: seedFeConfig,
};

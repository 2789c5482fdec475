import type { PlatformModuleDef } from '../../module';
import { registerLimitRoutes } from './limit-routes';

/** Responsible-gaming limits; `enforce.ts` is what the money module calls. */
export const limitsModule: PlatformModuleDef = { name: 'limits', register: registerLimitRoutes };

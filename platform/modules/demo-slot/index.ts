import type { PlatformModuleDef } from '../../module';
import { registerDemoSlotRoutes } from './routes';

/** Game sessions and the platform's own HTML5 slot, which every catalogue game launches on this platform. */
export const demoSlotModule: PlatformModuleDef = {
  name: 'demo-slot',
  register: registerDemoSlotRoutes,
};

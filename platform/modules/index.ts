import type { PlatformModuleDef } from '../module';

/**
 * Every feature module of the reference platform, in registration order. A new promo type adds its
 * module folder and one line here (its endpoints), next to its client plugin folder.
 */
export const platformModules: PlatformModuleDef[] = [];

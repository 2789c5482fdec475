import type { RouteContribution } from '../plugin/contributions';

/** Routes the core owns (spec part 1 §2 "Misc"); everything else comes from plugins. */
export const CORE_ROUTES: RouteContribution[] = [
  { path: '/ffc', order: 10, load: () => import('./FeatureFlagsPage') },
  { path: '/oops', order: 10, load: () => import('./OopsPage') },
];

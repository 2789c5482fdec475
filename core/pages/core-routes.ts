import { TESTER_GROUPS } from '@config/player-groups';
import type { RouteContribution } from '../plugin/contributions';
import { FEATURE_FLAGS_PATH, OOPS_PATH } from './core-route-paths';

/**
 * Routes the core owns (spec part 1 §2 "Misc"); everything else comes from plugins. The feature-flag screen is an
 * operator's tool: open to testers (spec part 1 §6 groups 21, 916), and to everyone only where the host runs with its
 * demo aids; for others the address is not found.
 */
export function coreRoutes({ demoAids }: { demoAids: boolean }): RouteContribution[] {
  return [
    { path: FEATURE_FLAGS_PATH, order: 10, load: () => import('./FeatureFlagsPage'), when: (visibility) => demoAids || visibility.groups.some((g) => TESTER_GROUPS.includes(g)) },
    { path: OOPS_PATH, order: 10, load: () => import('./OopsPage') },
  ];
}

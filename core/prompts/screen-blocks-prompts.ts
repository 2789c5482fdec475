import { parse as parsePattern } from 'regexparam';
import type { Locale } from '@config/locales';
import { splitLocale } from '../router/locale-path';
import { findRoute } from '../router/use-route-match';
import type { Runtime } from '../runtime/types';

/**
 * Whether the screen keeps prompts away, from what the core already knows — no feature names:
 * - a modal is open (`runtime.modals`): prompts never stack on another popup (spec part 1 §4, "no blocking modal");
 * - the address is a popup route (`kind: 'modal'`): the cashbox, sign-in and the like;
 * - the address is a page route its plugin declared `immersive` (the game page): a prompt would cover play;
 * - plugins are still starting after the first paint: the route they will claim is not known yet.
 */
export function screenBlocksPrompts(runtime: Runtime): boolean {
  if (runtime.modals.state.stack.length > 0) return true;
  if (runtime.deferred.state.pending) return true;
  const { path } = splitLocale(runtime.navigation.current().pathname, runtime.site.locales, runtime.site.defaultLocale as Locale);
  const match = findRoute(runtime.registry.routes, path, parsePattern, runtime.visibility());
  if (!match) return false;
  return match.route.kind === 'modal' || match.route.immersive === true;
}

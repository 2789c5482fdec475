import { parse as parsePattern } from 'regexparam';
import { untilOrAfter } from '../async/until-or-after';
import { preloadComponent } from '../react/lazy-component';
import { preloadSlots } from '../shell/first-paint-slots';
import type { Runtime } from '../runtime/types';
import { findRoute } from './use-route-match';

/**
 * Before the first render: starts loading the page for `path` and the slots its first screen draws. A page
 * shipped in its plugin's entry (the lobby) is ready within a tick and renders in the first paint without
 * suspending; a lazy one keeps loading while the shell paints. (`regexparam` is the parser wouter uses.)
 */
export async function preloadRoutePage(runtime: Runtime, path: string): Promise<void> {
  const visibility = runtime.visibility();
  const match = findRoute(runtime.registry.routes, path, parsePattern, visibility, 'page');
  if (!match) return;
  void preloadSlots(runtime, match.route.slots ?? [], visibility);
  await untilOrAfter(preloadComponent(match.route.load), 0);
}

import { matchRoute, type useRouter } from 'wouter';
import type { RouteContribution, VisibilityContext } from '../plugin/contributions';

type OwnedRoute = RouteContribution & { pluginId: string };

export interface RouteMatch {
  route: OwnedRoute;
  params: Record<string, string | undefined>;
}

/** The first route (by `order`) whose pattern matches `path` and whose `when` holds. */
export function findRoute(
  routes: readonly OwnedRoute[],
  path: string,
  parser: ReturnType<typeof useRouter>['parser'],
  visibility: VisibilityContext,
  kind?: 'page' | 'modal',
): RouteMatch | null {
  for (const route of routes) {
    if (kind && (route.kind ?? 'page') !== kind) continue;
    if (route.when && !route.when(visibility)) continue;
    const [matched, params] = matchRoute(parser, route.path, path);
    if (matched) return { route, params: (params ?? {}) as Record<string, string | undefined> };
  }
  return null;
}

import type { BaseLocationHook, BaseSearchHook } from 'wouter';
import type { Navigation } from '../runtime/navigation';
import { useNavigationProperty } from './use-navigation';

export interface WouterLocation {
  hook: BaseLocationHook;
  searchHook: BaseSearchHook;
}

// One pair of hooks per navigation: `<Router hook>` must keep its identity between renders, or every
// component reading the router would re-render with each App render.
const made = new WeakMap<Navigation, WouterLocation>();

/**
 * wouter's location (`<Router hook searchHook>`) read from and written to the runtime's navigation, so the
 * router, `<Link>`, `useLocation` and `useSearch` follow the same address as `runtime.navigate` in the
 * browser, in tests (memory) and on the server.
 */
export function wouterLocation(navigation: Navigation): WouterLocation {
  let location = made.get(navigation);
  if (location) return location;
  const go = (to: string, options?: { replace?: boolean; state?: unknown }) =>
    navigation.go(to, { replace: options?.replace, state: options?.state });
  const usePathname: BaseLocationHook = () => [useNavigationProperty(navigation, (l) => l.pathname), go];
  const useSearch: BaseSearchHook = () => useNavigationProperty(navigation, (l) => l.search);
  location = { hook: usePathname, searchHook: useSearch };
  made.set(navigation, location);
  return location;
}

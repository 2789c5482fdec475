import { TESTER_GROUPS } from '@config/player-groups';
import { safeRedirectTarget, type PluginRuntime } from '@core/index';

export const MAINTENANCE_PATH = '/maintenance';

/** Whether the platform said it is closed, per runtime (a 503 with `x-maintenance-mode` came once). */
const platformClosed = new WeakMap<PluginRuntime, boolean>();

/** Testers (spec part 1 §6: groups 21 and 916) see the site while it is closed. */
export function isTester(runtime: Pick<PluginRuntime, 'session'>): boolean {
  return runtime.session.player?.groups.some((group) => TESTER_GROUPS.includes(group)) ?? false;
}

/** Closed for this visitor: the flag or the platform closed the site, and they are not a tester. */
export function closedFor(runtime: PluginRuntime): boolean {
  const closed = runtime.flags.state.values.enableTechWork || platformClosed.get(runtime) === true;
  return closed && !isTester(runtime);
}

/** Listens for the platform's maintenance answers (at once if one already came during boot) and checks the address. */
export function watchMaintenance(runtime: PluginRuntime) {
  runtime.http.onMaintenance(() => {
    platformClosed.set(runtime, true);
    keepOut(runtime);
  });
  keepOut(runtime);
}

/**
 * While closed, every address but the sign-in popup (a tester must be able to get in) leads to the maintenance
 * page, remembering where the visitor wanted to go; once open (or for a tester), the page sends them on.
 */
export function keepOut(runtime: PluginRuntime) {
  const { pathname, search } = runtime.navigation.current();
  const onPage = pathname === runtime.href(MAINTENANCE_PATH);
  if (closedFor(runtime)) {
    if (onPage || pathname === runtime.href(runtime.pathOf('sign-in'))) return;
    const wanted = safeRedirectTarget(stripLocale(runtime, pathname) + search);
    const query = wanted && wanted !== '/' ? `?redirect=${encodeURIComponent(wanted)}` : '';
    runtime.navigate(`${MAINTENANCE_PATH}${query}`, { replace: true });
    return;
  }
  if (onPage) {
    const back = safeRedirectTarget(new URLSearchParams(search).get('redirect') ?? '') ?? runtime.pathOf('main');
    runtime.navigate(back, { replace: true });
  }
}

/** The path as routes know it: `/de/pokies` → `/pokies` (navigate adds the locale again). */
function stripLocale(runtime: PluginRuntime, pathname: string): string {
  const root = runtime.href('/');
  if (root === '/') return pathname;
  if (pathname === root) return '/';
  return pathname.startsWith(`${root}/`) ? pathname.slice(root.length) : pathname;
}

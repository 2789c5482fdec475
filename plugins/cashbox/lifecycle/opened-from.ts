import { stateOf, type PluginRuntime, type RouteChangeEvent } from '@core/index';
import { isCashboxPath } from '../rules/cashbox-paths';
import { fromOf, settledFrom, type AddressRoles } from '../rules/opened-from';
import { openedFromState } from '../opened-from-state';

/** The address roles of this runtime: its locale prefix and where its sign-up and sign-in popups live. */
export function addressRoles(runtime: PluginRuntime): AddressRoles {
  const root = runtime.href('/');
  const prefix = root === '/' ? '' : root;
  return {
    appPath(address) {
      const path = address.split(/[?#]/)[0] ?? '/';
      return prefix && (path === prefix || path.startsWith(`${prefix}/`)) ? path.slice(prefix.length) || '/' : path;
    },
    authPaths: [runtime.pathOf('registration'), runtime.pathOf('sign-in')],
  };
}

/**
 * Route-change tap (cheap, in the entry): remembers the last page outside the cashbox, and gives a cashbox
 * address opened by a plain link (the header's deposit button) the page it was opened over, so the core draws
 * that page behind it and closing returns there (part 2 §2).
 */
export function settleOpenedFrom(runtime: PluginRuntime, event: RouteChangeEvent) {
  const memory = stateOf(runtime, openedFromState);
  const now = runtime.navigation.current();
  if (!isCashboxPath(event.path)) {
    memory.behind = now.pathname + now.search;
    return;
  }
  const from = fromOf(now.state);
  const settled = settledFrom(from, memory.behind, addressRoles(runtime));
  if (settled === from) return;
  const state = typeof now.state === 'object' && now.state !== null ? now.state : {};
  runtime.navigation.go(now.pathname + now.search + now.hash, { replace: true, state: { ...state, from: settled } });
}

import { isCashboxPath } from './cashbox-paths';

/**
 * Part 2 §2: "If there is no previous route, or the previous one was the sign-up page, the user is sent to
 * main." The cashbox remembers the page it was opened over in history state (`from`, as the core's popup routes
 * do), so its background is that page and closing returns there, whichever cashbox tab the player ends on.
 */
export interface AddressRoles {
  /** Removes the locale prefix and the query: `/de/pokies?x=1` → `/pokies`. */
  appPath(address: string): string;
  /** Paths of the sign-up and sign-in popups (`runtime.pathOf`): never a page to return to. */
  authPaths: readonly string[];
}

const isAuth = (address: string, roles: AddressRoles) => roles.authPaths.includes(roles.appPath(address));

/**
 * The `from` the cashbox should carry: the one it has when that is a real page, `null` (main) when it is a
 * sign-up or sign-in popup; without one (a plain link) the last page seen outside the cashbox (`behind`).
 */
export function settledFrom(from: string | null, behind: string | null, roles: AddressRoles): string | null {
  if (from && isAuth(from, roles)) return null;
  if (from && !isCashboxPath(roles.appPath(from))) return from;
  if (!behind || isCashboxPath(roles.appPath(behind)) || isAuth(behind, roles)) return null;
  return behind;
}

/** Where closing goes: the page behind, or main when there is none. */
export function closeTarget(from: string | null, roles: AddressRoles): string | null {
  return settledFrom(from, null, roles);
}

export function fromOf(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : null;
}

import { safeRedirectTarget } from '@schemas/validation/safe-redirect';
import type { HashTriggerContribution, RedirectContribution, RouteGuard } from '../plugin/contributions';

/** Trailing slashes are removed by redirect (spec part 1 §2); `null` when the path is already clean. */
export function trailingSlashRedirect(path: string): string | null {
  if (path.length > 1 && path.endsWith('/')) return path.replace(/\/+$/, '') || '/';
  return null;
}

/** An old address a plugin declared as moved (`redirects` in its manifest), or `null`. */
export function legacyRedirect(path: string, redirects: readonly RedirectContribution[]): string | null {
  return redirects.find((redirect) => redirect.from === path)?.to ?? null;
}

/**
 * The `redirect` query may only hold a relative same-origin path. The rule is shared with the platform's
 * redirecting routes (schemas/validation/safe-redirect.ts), so the two cannot drift apart.
 */
export { safeRedirectTarget };

export type GuardDecision = { allow: true } | { allow: false; redirect: string };

/** Where guards send people: the paths of the `registration` and `main` roles (`runtime.pathOf`). */
export interface GuardTargets {
  registration: string;
  main: string;
}

/** Guests on auth routes go to registration with `redirect`; players on guest-only routes go to main. */
export function applyGuard(guard: RouteGuard | undefined, loggedIn: boolean, wanted: string, targets: GuardTargets): GuardDecision {
  if (guard === 'requiresAuth' && !loggedIn) {
    const target = safeRedirectTarget(wanted);
    const query = target ? `?redirect=${encodeURIComponent(target)}` : '';
    return { allow: false, redirect: `${targets.registration}${query}` };
  }
  if (guard === 'requiresGuest' && loggedIn) return { allow: false, redirect: targets.main };
  return { allow: true };
}

/**
 * Spec part 1 §2, status 451: a guest from a country the page's route is closed to may not stay on it, nor log in or
 * register over it. The warning names what was refused: the auth popup's own kind, else registration.
 */
export function unavailableHere(
  page: { unavailableIn?: readonly string[] } | undefined,
  popup: { role?: string } | undefined,
  visitor: { loggedIn: boolean; country: string },
): { messageKey: 'core:router.loginRestricted' | 'core:router.registrationRestricted' } | null {
  if (visitor.loggedIn || !page?.unavailableIn?.includes(visitor.country)) return null;
  return { messageKey: popup?.role === 'sign-in' ? 'core:router.loginRestricted' : 'core:router.registrationRestricted' };
}

/** The trigger a hash fires (an exact hash first, then the longest prefix), with what followed a prefix. */
export function hashTrigger(hash: string, triggers: readonly HashTriggerContribution[]): { trigger: HashTriggerContribution; rest: string } | null {
  const value = hash.replace(/^#/, '');
  if (!value) return null;
  const exact = triggers.find((t) => !t.prefix && t.hash === value);
  if (exact) return { trigger: exact, rest: '' };
  const prefixed = triggers.filter((t) => t.prefix && value.startsWith(t.hash)).sort((a, b) => b.hash.length - a.hash.length)[0];
  return prefixed ? { trigger: prefixed, rest: value.slice(prefixed.hash.length) } : null;
}

/** noindex when the path has more than 4 segments (3 for dynamic static pages) or SEO data says so. */
export function isNoindex(path: string, options: { dynamicStaticPage?: boolean; seoNoindex?: boolean } = {}): boolean {
  if (options.seoNoindex) return true;
  const segments = path.split('/').filter(Boolean).length;
  return segments > (options.dynamicStaticPage ? 3 : 4);
}

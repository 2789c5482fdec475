import { GUEST_LANDING, HASH_ROUTES, LEGACY_REDIRECTS, MAIN_PATH } from '@config/redirects';
import { safeRedirectTarget } from '@schemas/validation/safe-redirect';
import type { RouteGuard } from '../plugin/contributions';

/** Trailing slashes are removed by redirect (spec part 1 §2); `null` when the path is already clean. */
export function trailingSlashRedirect(path: string): string | null {
  if (path.length > 1 && path.endsWith('/')) return path.replace(/\/+$/, '') || '/';
  return null;
}

export function legacyRedirect(path: string): string | null {
  return LEGACY_REDIRECTS[path] ?? null;
}

/**
 * The `redirect` query may only hold a relative same-origin path. The rule is shared with the platform's
 * redirecting routes (schemas/validation/safe-redirect.ts), so the two cannot drift apart.
 */
export { safeRedirectTarget };

export type GuardDecision = { allow: true } | { allow: false; redirect: string };

/** Guests on auth routes go to registration with `redirect`; players on guest-only routes go to main. */
export function applyGuard(guard: RouteGuard | undefined, loggedIn: boolean, wanted: string): GuardDecision {
  if (guard === 'requiresAuth' && !loggedIn) {
    const target = safeRedirectTarget(wanted);
    const query = target ? `?redirect=${encodeURIComponent(target)}` : '';
    return { allow: false, redirect: `${GUEST_LANDING}${query}` };
  }
  if (guard === 'requiresGuest' && loggedIn) return { allow: false, redirect: MAIN_PATH };
  return { allow: true };
}

export type HashAction = { kind: 'route'; path: string } | { kind: 'chat' } | { kind: 'sport'; section: string | null } | null;

export function hashAction(hash: string): HashAction {
  const value = hash.replace(/^#/, '');
  if (!value) return null;
  const route = HASH_ROUTES[value];
  if (route) return { kind: 'route', path: route };
  if (value === 'chat') return { kind: 'chat' };
  if (value === 'sport') return { kind: 'sport', section: null };
  if (value.startsWith('sport_')) return { kind: 'sport', section: value.slice('sport_'.length) };
  return null;
}

/** noindex when the path has more than 4 segments (3 for dynamic static pages) or SEO data says so. */
export function isNoindex(path: string, options: { dynamicStaticPage?: boolean; seoNoindex?: boolean } = {}): boolean {
  if (options.seoNoindex) return true;
  const segments = path.split('/').filter(Boolean).length;
  return segments > (options.dynamicStaticPage ? 3 : 4);
}

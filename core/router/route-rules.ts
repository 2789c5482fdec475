import { GUEST_LANDING, HASH_ROUTES, LEGACY_REDIRECTS, MAIN_PATH } from '@config/redirects';
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
 * The `redirect` query may only hold a relative same-origin path: anything else (other origins,
 * protocol-relative `//host`, backslash tricks, `javascript:`) is dropped.
 */
export function safeRedirectTarget(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Control characters and backslashes: browsers normalise them into other origins.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return null;
  try {
    const base = 'https://same.origin.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return url.pathname + url.search + url.hash;
  } catch {
    return null;
  }
}

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

import { safeRedirectTarget } from './safe-redirect';

/**
 * A link that operator data (CMS file lists, banners) may point to: an absolute http(s) URL, or a path on
 * this site that passes the same check as a redirect (`/\host`, `//host`, control characters and schemes
 * refused). `javascript:`, `data:` and the like never become an `href`. Returns the link to use, or `null`.
 */
export function safeLinkTarget(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (/^https?:\/\//i.test(value)) {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
    } catch {
      return null;
    }
  }
  return safeRedirectTarget(value);
}

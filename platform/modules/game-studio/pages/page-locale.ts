import type { FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '../../../../config/locales';
import { requestLocale } from '../../accounts/public';

/**
 * The language of a game page. The client frames the page from its own page, whose first path segment is
 * the site's locale (none for the default, English), and the browser sends that page as the Referer of the
 * frame (same origin, Referrer-Policy strict-origin-when-cross-origin): the game speaks the language the site
 * was showing. Without a Referer of this site (the page opened on its own): `?l=`, Accept-Language, English
 * (accounts' requestLocale).
 */
export function pageLocale(request: FastifyRequest): Locale {
  const referer = request.headers.referer;
  if (typeof referer === 'string') {
    try {
      const url = new URL(referer);
      if (url.host === request.headers.host || url.host === request.headers['x-forwarded-host']) {
        const first = url.pathname.split('/')[1] ?? '';
        return isLocale(first) ? first : 'en';
      }
    } catch {
      // Not a URL: decide as if there were none.
    }
  }
  const locale = requestLocale(request);
  return isLocale(locale) ? locale : 'en';
}

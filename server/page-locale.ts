import { isLocale } from '../config/locales';
import type { SiteConfig } from '../schemas/site/site.schema';

/** A page URL's language (its first path segment when the site offers it) and its path without that prefix. */
export function pageLocale(url: string, site: SiteConfig): { locale: string; path: string } {
  const pathname = url.split(/[?#]/)[0] ?? '/';
  const first = pathname.split('/')[1] ?? '';
  if (isLocale(first) && site.locales.includes(first)) return { locale: first, path: pathname.slice(first.length + 1) || '/' };
  return { locale: site.defaultLocale, path: pathname };
}

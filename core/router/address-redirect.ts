import type { Locale } from '@config/locales';
import type { RedirectContribution } from '../plugin/contributions';
import { localePrefix } from './locale-path';
import { legacyRedirect, trailingSlashRedirect } from './route-rules';

/**
 * Where an address must go before any route renders (spec part 1 §2), or `null`: a trailing slash is
 * dropped and a legacy path (plugins' `redirects`) is replaced, under any locale prefix (`/en/login/` included, even for the
 * default locale, whose pages have no prefix), keeping the query (tokens ride on it) and the hash.
 */
export function addressRedirect(
  pathname: string,
  search: string,
  hash: string,
  site: { locales: readonly string[]; defaultLocale: Locale; redirects: readonly RedirectContribution[] },
): string | null {
  const { locales, defaultLocale } = site;
  const query = search && !search.startsWith('?') ? `?${search}` : search;
  const trimmed = trailingSlashRedirect(pathname) ?? pathname;
  const [, first = '', ...rest] = trimmed.split('/');
  const locale = locales.includes(first) ? (first as Locale) : null;
  const bare = locale ? `/${rest.join('/')}` : trimmed;
  const legacy = legacyRedirect(bare, site.redirects);
  const target = legacy ? localePrefix(locale ?? defaultLocale, defaultLocale) + legacy : trimmed;
  return target === pathname ? null : target + query + hash;
}

import { isLocale, type Locale } from '@config/locales';

/** Spec part 1 §1: the default locale has no prefix; other enabled locales are the first segment. */
export function splitLocale(pathname: string, enabled: readonly string[], fallback: Locale): { locale: Locale; path: string } {
  const [, first = '', ...rest] = pathname.split('/');
  if (isLocale(first) && enabled.includes(first) && first !== fallback) {
    return { locale: first, path: '/' + rest.join('/') };
  }
  return { locale: fallback, path: pathname || '/' };
}

export function localePrefix(locale: Locale, defaultLocale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** Adds the locale prefix to an app path (`/pokies` → `/de/pokies`); external and hash links pass through. */
export function withLocale(path: string, locale: Locale, defaultLocale: Locale): string {
  if (!path.startsWith('/') || path.startsWith('//')) return path;
  const prefix = localePrefix(locale, defaultLocale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

import { useEffect, useState } from 'react';
import { I18nProvider } from '../i18n/use-translation';
import { Router } from 'wouter';
import type { Locale } from '@config/locales';
import { RuntimeProvider } from '../react/runtime-context';
import { localePrefix, splitLocale } from '../router/locale-path';
import { addressRedirect } from '../router/address-redirect';
import { useHashTriggers } from '../router/use-address-rules';
import { useNavigationProperty } from '../router/use-navigation';
import { wouterLocation } from '../router/wouter-location';
import type { Runtime } from '../runtime/types';
import { Layout } from '../shell/Layout';

/** Reads the locale from the first path segment and applies the address rules before any route renders. */
export function App({ runtime }: { runtime: Runtime }) {
  // The address comes from the runtime's navigation only (browser, or memory in tests and on the server).
  const { navigation } = runtime;
  const pathname = useNavigationProperty(navigation, (l) => l.pathname);
  const search = useNavigationProperty(navigation, (l) => l.search);
  const hash = useNavigationProperty(navigation, (l) => l.hash);
  const { hook, searchHook } = wouterLocation(navigation);
  const defaultLocale = runtime.site.defaultLocale as Locale;
  const { locale, path } = splitLocale(pathname, runtime.site.locales, defaultLocale);
  const prefix = localePrefix(locale, defaultLocale);
  const [, rerender] = useState(0);

  const redirect = addressRedirect(pathname, search, hash, { locales: runtime.site.locales, defaultLocale, redirects: runtime.registry.redirects });
  useEffect(() => {
    if (redirect) runtime.navigate(redirect, { raw: true, replace: true });
  }, [redirect, runtime]);

  useEffect(() => {
    if (locale === runtime.locale.current) return;
    void runtime.setLocale(locale).then(() => rerender((n) => n + 1));
  }, [locale, runtime]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);


  // Said once the app has taken the page (hydrated or drawn): tests and tools wait for this state, never for time.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);

  useHashTriggers(runtime, hash, path);

  if (redirect) return null;
  return (
    <RuntimeProvider runtime={runtime}>
      <I18nProvider i18n={runtime.i18n}>
        <Router hook={hook} searchHook={searchHook} base={prefix}>
          <Layout />
        </Router>
      </I18nProvider>
    </RuntimeProvider>
  );
}

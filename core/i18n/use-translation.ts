import { createContext, createElement, useContext, useEffect, useReducer, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';

/**
 * The React binding of i18next: one context and one hook. Written here instead of using react-i18next
 * because this is all the client needs and it keeps about 7 KB gzip out of every page's initial JS.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** `t` for a namespace (the plugin id); re-renders when the language or its messages change. */
export function useTranslation(namespace = 'core'): { t: TFunction; i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation outside I18nProvider');
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    i18n.on('languageChanged', bump);
    i18n.store.on('added', bump);
    return () => {
      i18n.off('languageChanged', bump);
      i18n.store.off('added', bump);
    };
  }, [i18n]);
  return { t: i18n.getFixedT(null, namespace), i18n };
}

import i18next, { type i18n as I18n } from 'i18next';
import * as z from 'zod/mini';
import { messagesBucket } from '@config/timing';
import type { Locale } from '@config/locales';
import type { ApiClient } from '../api/client';

/** `GET /messages/{locale}.json`: `{ namespace: { key: text } }`, already merged with fallbacks by the host. */
export const messagesSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

/** One i18next instance per runtime (never the global one): renders for many requests must not mix. */
export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.init({
    lng: locale,
    fallbackLng: false,
    ns: ['core'],
    defaultNS: 'core',
    resources: {},
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Loads a locale's messages; a failure is logged only (spec part 1 §8) and keys render as-is. */
export async function loadMessages(i18n: I18n, http: ApiClient, locale: Locale, now = Date.now()): Promise<void> {
  try {
    const messages = await http.request({
      path: `/messages/${locale}.json`,
      searchParams: { t: messagesBucket(now) },
      schema: messagesSchema,
      code: 'LOAD_TRANSLATIONS',
    });
    for (const [namespace, bundle] of Object.entries(messages)) {
      i18n.addResourceBundle(locale, namespace, bundle, true, true);
    }
  } catch {
    // already logged as LOAD_TRANSLATIONS_ERROR
  }
}

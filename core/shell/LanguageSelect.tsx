import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { LOCALE_AUTONYMS, isLocale, type Locale } from '@config/locales';
import type { SiteConfig } from '@schemas/site/site.schema';
import { useRuntime } from '../react/runtime-context';
import { splitLocale, withLocale } from '../router/locale-path';
import styles from './LanguageSelect.module.css';

/** The site's own name for a locale (`localeNames`, issue 24 item 1), else the autonym; in the header, the short form. */
function localeLabel(locale: Locale, names: SiteConfig['localeNames'], compact: boolean): string {
  const own = names?.[locale];
  if (compact) return own?.short ?? locale.toUpperCase();
  return own?.name ?? LOCALE_AUTONYMS[locale];
}

/** Switches the locale by moving to the same page under the other locale's prefix. */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const runtime = useRuntime();
  const { t } = useTranslation('core');
  const id = useId();
  const { locales, defaultLocale } = runtime.site;
  if (locales.length < 2) return null;
  const change = (value: string) => {
    if (!isLocale(value)) return;
    const { pathname, search } = runtime.navigation.current();
    const { path } = splitLocale(pathname, locales, defaultLocale as Locale);
    runtime.navigate(withLocale(path, value, defaultLocale as Locale) + search, { raw: true });
  };
  return (
    <div className={compact ? styles.compact : styles.full}>
      <label htmlFor={id} className={compact ? 'visually-hidden' : styles.label}>
        {t('shell.language')}
      </label>
      <select id={id} className={styles.select} value={runtime.locale.current} onChange={(e) => change(e.target.value)}>
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {localeLabel(locale, runtime.site.localeNames, compact)}
          </option>
        ))}
      </select>
    </div>
  );
}

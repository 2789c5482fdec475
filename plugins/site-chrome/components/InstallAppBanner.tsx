import { useCallback, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import { usePluginState, useRuntime, useTranslation } from '@core/index';
import { chromeState } from '../state';
import styles from './InstallAppBanner.module.css';

/**
 * Installer banner (footer) and block (sidebar): installs the web app where the browser offers it,
 * otherwise tells how to add it to the home screen.
 */
export function InstallAppBanner({ compact = false }: { compact?: boolean }) {
  const runtime = useRuntime();
  const { t } = useTranslation('site-chrome');
  const store = usePluginState(chromeState);
  // The browser may make its offer before the page hydrates: the hydrating render draws what the server drew (no
  // offer), and the button follows right after.
  const listen = useCallback((changed: () => void) => subscribe(store.install, changed), [store]);
  const installPrompt = useSyncExternalStore(listen, () => store.install.installPrompt, () => null);
  const install = async () => {
    const prompt = store.install.installPrompt;
    if (!prompt) return;
    await prompt.prompt();
    store.install.installPrompt = null;
  };
  return (
    <section className={compact ? styles.compact : styles.banner} aria-label={t('install.title', { name: runtime.site.name })}>
      <span className={styles.icon} aria-hidden="true">♠</span>
      <div className={styles.text}>
        <strong>{t('install.title', { name: runtime.site.name })}</strong>
        <span className={styles.hint}>{installPrompt ? t('install.text') : t('install.howTo')}</span>
      </div>
      {installPrompt && (
        <button type="button" className={styles.button} onClick={() => void install()}>
          {t('install.button')}
        </button>
      )}
    </section>
  );
}

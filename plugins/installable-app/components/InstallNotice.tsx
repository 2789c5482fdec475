import { browserStorage, stateOf, useRuntime, useTranslation } from '@core/index';
import { useEffect } from 'react';
import { pwaApiState } from '../api';
import { NOTICE_PAUSED_AT_KEY, platformLabel } from '../rules/install-notice';
import { capturedInstallPrompt, clearInstallPrompt, isStandalone } from '../start';
import { appState } from '../state';
import styles from './AppNotices.module.css';

/**
 * The install offer (spec part 1 §2 "installable-app notice"): shown when the browser offers installation
 * (`beforeinstallprompt`); Install opens the browser's own prompt, "Not now" pauses the notice (plugin option).
 * Not a modal: it must never stand over a game or the cashbox, and it asks nothing urgent.
 */
export function InstallNotice({ siteName }: { siteName: string }) {
  const { t } = useTranslation('installable-app');
  const runtime = useRuntime();
  const store = stateOf(runtime, appState);
  const api = stateOf(runtime, pwaApiState);
  const label = () => platformLabel(navigator.userAgent, isStandalone());

  useEffect(() => {
    api.report('prompt_shown', label());
  }, [api]);

  const answer = (outcome: 'accepted' | 'dismissed') => {
    store.installAnswered = true;
    api.report(outcome, label());
    if (outcome === 'dismissed') browserStorage('local')?.setItem(NOTICE_PAUSED_AT_KEY, String(Date.now()));
  };
  const install = async () => {
    const prompt = capturedInstallPrompt();
    clearInstallPrompt();
    if (!prompt) return answer('dismissed');
    await prompt.prompt();
    answer((await prompt.userChoice).outcome);
  };

  return (
    <div className={styles.notice} role="status" data-testid="install-notice">
      <p className={styles.text}>{t('install.text', { name: siteName })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.secondary} onClick={() => answer('dismissed')}>
          {t('install.later')}
        </button>
        <button type="button" className={styles.primary} onClick={() => void install()}>
          {t('install.accept')}
        </button>
      </div>
    </div>
  );
}

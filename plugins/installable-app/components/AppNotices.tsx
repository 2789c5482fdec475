import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio';
import { browserStorage, usePluginOptions, usePluginState, useRuntime, useTranslation } from '@core/index';
import { installableAppManifest } from '../manifest';
import { NOTICE_PAUSED_AT_KEY, installNoticeVisible } from '../rules/install-notice';
import { appState } from '../state';
import { InstallNotice } from './InstallNotice';
import { OfflineBanner } from './OfflineBanner';
import { UpdatePrompt } from './UpdatePrompt';
import styles from './AppNotices.module.css';

/**
 * The installable app's notices at the foot of the screen: offline (the page is the last-seen copy, read only),
 * a new build waiting (reload), and the install offer. A portal to the body: fixed outside the widget dock (whose
 * transform would anchor them to it), never moving the page.
 */
export default function AppNotices() {
  const { t } = useTranslation('installable-app');
  const runtime = useRuntime();
  const options = usePluginOptions(installableAppManifest);
  const store = usePluginState(appState);
  const { online, updateReady, installOffered, installAnswered } = useSnapshot(store);
  if (typeof document === 'undefined') return null;
  const pausedAt = Number(browserStorage('local')?.getItem(NOTICE_PAUSED_AT_KEY) ?? '') || null;
  const standalone = typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches;
  const showInstall = online && installNoticeVisible({ offered: installOffered, answered: installAnswered, standalone, pausedAt, now: Date.now(), pauseDays: options.installNoticePauseDays });
  if (online && !updateReady && !showInstall) return null;
  return createPortal(
    <section className={styles.stack} aria-label={t('region')} data-testid="app-notices">
      {!online && <OfflineBanner />}
      {online && updateReady && <UpdatePrompt siteName={runtime.site.name} />}
      {showInstall && !updateReady && <InstallNotice siteName={runtime.site.name} />}
    </section>,
    document.body,
  );
}

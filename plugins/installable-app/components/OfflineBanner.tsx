import { Icon, useTranslation } from '@core/index';
import styles from './AppNotices.module.css';

/** The network is gone: what the player sees is the copy kept by the worker, read only until the line is back. */
export function OfflineBanner() {
  const { t } = useTranslation('installable-app');
  return (
    <div className={`${styles.notice} ${styles.offline}`} role="status" data-testid="offline-banner">
      <Icon name="info" size={18} />
      <p className={styles.text}>
        <strong className={styles.title}>{t('banner.title')}</strong>
        {t('banner.text')}
      </p>
    </div>
  );
}

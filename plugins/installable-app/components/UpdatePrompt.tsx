import { useTranslation } from '@core/index';
import styles from './AppNotices.module.css';

/** A new build is deployed and its worker waits: one reload moves the whole page to it (never half and half). */
export function UpdatePrompt({ siteName }: { siteName: string }) {
  const { t } = useTranslation('installable-app');
  const reload = () => void import('../sw/register').then(({ applyUpdate }) => applyUpdate());
  return (
    <div className={styles.notice} role="status" data-testid="update-prompt">
      <p className={styles.text}>{t('update.text', { name: siteName })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={reload}>
          {t('update.reload')}
        </button>
      </div>
    </div>
  );
}

import { useTranslation } from '../i18n/use-translation';
import styles from './Spinner.module.css';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation('core');
  return (
    <div className={styles.wrap} role="status" aria-live="polite" data-loading={label}>
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.hidden}>{t('loading')}</span>
    </div>
  );
}

import { useTranslation } from '../i18n/use-translation';
import { useSnapshot } from 'valtio';
import { useRuntime } from '../react/runtime-context';
import styles from './Toasts.module.css';

export function Toasts() {
  const runtime = useRuntime();
  const { t } = useTranslation();
  const { items } = useSnapshot(runtime.toasts.state);
  return (
    <div className={styles.region} role="region" aria-live="polite" aria-label={t('core:shell.notifications')}>
      {items.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.kind]}`} role={toast.kind === 'error' || toast.kind === 'warning' ? 'alert' : 'status'}>
          <span>{toast.messageKey ? t(toast.messageKey, toast.values) : toast.text}</span>
          <button type="button" className={styles.close} onClick={() => runtime.toasts.dismiss(toast.id)} aria-label={t('core:dialog.close')}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}

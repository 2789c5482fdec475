import { Link } from 'wouter';
import { useTranslation } from '@core/index';
import styles from './PageMessage.module.css';

/** A page that could not be shown: a short message and a way on. */
export function PageMessage({ title, text, action }: { title: string; text: string; action?: { label: string; onClick: () => void } }) {
  const { t } = useTranslation('content-pages');
  return (
    <section className={styles.message} aria-live="polite">
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        {action && (
          <button type="button" className={styles.primary} onClick={action.onClick}>
            {action.label}
          </button>
        )}
        <Link href="/" className={styles.secondary}>{t('missing.home')}</Link>
      </div>
    </section>
  );
}

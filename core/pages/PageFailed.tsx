import { useTranslation } from '../i18n/use-translation';
import styles from './StatusPage.module.css';

/** What a page or popup shows when its plugin failed to load or render (reported by `Contained`). */
export function PageFailed() {
  const { t } = useTranslation('core');
  return (
    <section className={styles.page} role="alert">
      <h1 className={styles.title}>{t('failed.title')}</h1>
      <p className={styles.text}>{t('failed.text')}</p>
      {/* A true page reload (fetches the chunks anew), not a route change: stays on `window.location`. */}
      <button type="button" className={styles.button} onClick={() => window.location.reload()}>
        {t('failed.reload')}
      </button>
    </section>
  );
}

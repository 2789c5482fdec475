import { Spinner, useTranslation } from '@core/index';
import styles from './SportPage.module.css';

/**
 * What the sports routes draw while they decide or leave (a link in case the browser blocks the move), and the
 * notice where sports are not on offer (another host, Estonia): no link to the betting site there.
 */
export function SportNotice({ state, target }: { state: 'loading' | 'leaving' | 'unavailable'; target?: string }) {
  const { t } = useTranslation('sportsbook-link');
  if (state === 'loading') return <div className={styles.page}><Spinner label="sport" /></div>;
  if (state === 'leaving') {
    return (
      <section className={styles.page} aria-labelledby="sport-title" data-testid="sport-leaving">
        <h1 id="sport-title" className={styles.title}>{t('leaving.title')}</h1>
        <p className={styles.text}>
          <a className={styles.link} href={target}>{t('leaving.link')}</a>
        </p>
      </section>
    );
  }
  return (
    <section className={styles.page} aria-labelledby="sport-title" data-testid="sport-unavailable">
      <h1 id="sport-title" className={styles.title}>{t('unavailable.title')}</h1>
      <p className={styles.text}>{t('unavailable.text')}</p>
    </section>
  );
}

import { usePluginState, useTranslation } from '@core/index';
import { Link } from 'wouter';
import { COOKIE_NOTICE } from '../rules/notice-cookies';
import { noticesState } from '../state';
import { remember } from '../store';
import styles from './NoticeCard.module.css';

/** Cookie notice, remembered for a year (spec part 1 §9). */
export function CookieNotice() {
  const { t } = useTranslation('compliance-notices');
  const store = usePluginState(noticesState);
  return (
    <section className={styles.card} aria-labelledby="cookie-notice-title">
      <h2 id="cookie-notice-title" className={styles.title}>{t('cookies.title')}</h2>
      <p className={styles.text}>{t('cookies.text')}</p>
      <div className={styles.actions}>
        <Link href="/cookie-policy" className={styles.more}>{t('cookies.policy')}</Link>
        <button
          type="button"
          className={styles.accept}
          onClick={() => {
            remember(COOKIE_NOTICE);
            store.cookiesAccepted = true;
          }}
        >
          {t('cookies.accept')}
        </button>
      </div>
    </section>
  );
}

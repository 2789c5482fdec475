import { usePluginState, useTranslation } from '@core/index';
import { Link } from 'wouter';
import { AU_APPROVAL } from '../rules/notice-cookies';
import { noticesState } from '../state';
import { remember } from '../store';
import styles from './NoticeCard.module.css';

/** Confirmation card for guests from Australia, remembered for about 1000 years (spec part 1 §4, §9). */
export function AustralianCard() {
  const { t } = useTranslation('compliance-notices');
  const store = usePluginState(noticesState);
  return (
    <section className={styles.card} aria-labelledby="au-card-title" role="dialog" aria-modal="false">
      <h2 id="au-card-title" className={styles.title}>
        <span className={styles.flag} aria-hidden="true">🇦🇺</span>
        {t('australia.title')}
      </h2>
      <p className={styles.text}>{t('australia.text')}</p>
      <div className={styles.actions}>
        <Link href="/responsible-gaming" className={styles.more}>{t('australia.more')}</Link>
        <button
          type="button"
          className={styles.accept}
          onClick={() => {
            remember(AU_APPROVAL);
            store.australiaApproved = true;
          }}
        >
          {t('australia.confirm')}
        </button>
      </div>
    </section>
  );
}

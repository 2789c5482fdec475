import { Link } from 'wouter';
import { Icon, usePluginOptions, useTranslation } from '@core/index';
import { gamesManifest } from '../manifest';
import styles from './PromoCard.module.css';

/** First card of the live category (spec §4): the live cashback offer. */
export function CashbackCard() {
  const { t } = useTranslation('games');
  const options = usePluginOptions(gamesManifest);
  return (
    <div className={styles.card} data-testid="cashback-card">
      <Link href={options.cashbackLink} className={`${styles.face} ${styles.cashback}`}>
        <span className={styles.icon}><Icon name="wallet" size={34} /></span>
        <strong className={styles.heading}>{t('cashback.title')}</strong>
        <span className={styles.text}>{t('cashback.text')}</span>
      </Link>
      <p className={styles.caption}>{t('cashback.caption')}</p>
      <p className={styles.sub}>&nbsp;</p>
    </div>
  );
}

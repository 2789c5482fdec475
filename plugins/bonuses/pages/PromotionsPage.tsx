import { Link } from 'wouter';
import { useRuntime, useSession, useTranslation } from '@core/index';
import PromotionList from '../components/PromotionList';
import styles from './PromotionsPage.module.css';

/**
 * `/promotions` (spec part 2 §2: pages whose flag is off redirect here): the bonuses on offer and the promo pages of
 * `manage-promotion-pages`, for guests and players alike; acting sends a guest to registration.
 */
export default function PromotionsPage() {
  const runtime = useRuntime();
  const session = useSession();
  const { t } = useTranslation('bonuses');
  return (
    <div className={styles.page} data-testid="promotions-page">
      <title>{t('promotions.documentTitle', { site: runtime.site.name })}</title>
      <section className={styles.hero} aria-labelledby="promotions-title">
        <p className={styles.kicker}>{t('promotions.kicker')}</p>
        <h1 id="promotions-title" className={styles.title}>{t('promotions.title')}</h1>
        <p className={styles.lead}>{t('promotions.lead')}</p>
        {session.status === 'player' && (
          <Link href="/profile/gifts" className={styles.gifts}>{t('promotions.myGifts')}</Link>
        )}
      </section>
      <div className={styles.content}>
        <PromotionList />
      </div>
    </div>
  );
}

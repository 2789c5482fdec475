import { Link } from 'wouter';
import { Icon, useTranslation } from '@core/index';
import { usePromoPages } from '../use-promo-pages';
import { useOffers } from '../use-offers';
import { OfferCards } from './OfferCards';
import styles from './PromotionList.module.css';

const KNOWN_PAGES = ['tournaments', 'lotteries', 'rocket-mart', 'rocket-chance', 'aquanova-odyssey', 'rocketmart-wheel', 'rocketplay-wheel', 'action'];

/**
 * Everything on promotion (the `/promotions` page's body and the CMS `#PromotionList[]#` block): the bonus offers
 * for the visitor, then the promo pages of `manage-promotion-pages` this site has. Sized while loading.
 */
export default function PromotionList() {
  const { t } = useTranslation('bonuses');
  const offers = useOffers();
  const pages = usePromoPages();
  const loading = offers.deposit === null || offers.registration === null;
  const none = !loading && offers.deposit?.length === 0 && offers.registration?.length === 0;
  return (
    <div className={styles.list} data-testid="promotion-list">
      <section aria-labelledby="promotions-bonuses" className={styles.section}>
        <h2 id="promotions-bonuses" className={styles.heading}>{t('promotions.bonuses')}</h2>
        {loading ? (
          <div className={styles.skeletons} aria-busy="true"><div className={styles.skeleton} /><div className={styles.skeleton} /></div>
        ) : none ? (
          <p className={styles.muted}>{offers.failed ? t('promotions.failed') : t('promotions.noBonuses')}</p>
        ) : (
          <div className={styles.grid}><OfferCards offers={offers} /></div>
        )}
      </section>
      {pages && pages.length > 0 && (
        <section aria-labelledby="promotions-pages" className={styles.section}>
          <h2 id="promotions-pages" className={styles.heading}>{t('promotions.pages')}</h2>
          <div className={styles.pages}>
            {pages.map((page) => (
              <Link key={page.slug} href={page.path} className={styles.page} data-testid="promo-page-link">
                <span className={styles.pageIcon} aria-hidden="true"><Icon name={page.icon} size={22} /></span>
                <span className={styles.pageText}>
                  <strong>{KNOWN_PAGES.includes(page.slug) ? t(`promoPages.${page.slug}.title`) : page.slug}</strong>
                  {KNOWN_PAGES.includes(page.slug) && <span>{t(`promoPages.${page.slug}.text`)}</span>}
                </span>
              </Link>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

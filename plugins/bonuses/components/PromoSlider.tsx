import { useTranslation } from '@core/index';
import { useOffers } from '../use-offers';
import { OfferCards } from './OfferCards';
import styles from './PromoSlider.module.css';

/**
 * CMS `#PromoSlider[]#` (spec part 1 §2): the offers as a row that scrolls sideways (snap per card; keyboard and
 * touch scroll it natively, no autoplay to fight). Nothing when there are none; sized while loading.
 */
export default function PromoSlider() {
  const { t } = useTranslation('bonuses');
  const offers = useOffers();
  const loading = offers.deposit === null || offers.registration === null;
  if (!loading && offers.deposit?.length === 0 && offers.registration?.length === 0) return null;
  return (
    <section className={styles.slider} aria-label={t('promotions.bonuses')} data-testid="promo-slider" tabIndex={0}>
      {loading ? <div className={styles.skeleton} aria-busy="true" /> : <OfferCards offers={offers} />}
    </section>
  );
}

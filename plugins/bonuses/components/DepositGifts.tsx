import { useTranslation } from '@core/index';
import { useOffers } from '../use-offers';
import { OfferCards } from './OfferCards';
import styles from './PromotionList.module.css';

/**
 * CMS `#DepositGifts[]#` (spec part 1 §2): the deposit gifts in the visitor's currency (for a player, under the
 * spec's deposit-gift rule). Nothing when there are none; sized while loading.
 */
export default function DepositGifts() {
  const { t } = useTranslation('bonuses');
  const offers = useOffers();
  if (offers.deposit === null) return <div className={styles.skeletons} aria-busy="true"><div className={styles.skeleton} /></div>;
  if (offers.deposit.length === 0) return null;
  return (
    <section className={styles.section} aria-label={t('groups.deposit')} data-testid="deposit-gifts">
      <div className={styles.grid}><OfferCards offers={offers} only="deposit" /></div>
    </section>
  );
}

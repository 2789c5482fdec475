import { Link } from 'wouter';
import { useRuntime, useTranslation } from '@core/index';
import { formatPoints } from '../format';
import { nextReward } from '../rules/next-reward';
import { useChargeable, useShopCards, useShopCurrency } from '../use-shop-data';
import styles from './HubShopBlock.module.css';

/**
 * The activity hub's shop section (ACTIVITY_HUB 400, spec part 2 §2): the player's astrocoins and the reward they
 * can take now (or the nearest one with what is missing), with a link to the shop. Same size loading and loaded.
 */
export default function HubShopBlock() {
  const { t } = useTranslation('rewards-shop');
  const runtime = useRuntime();
  const { cards } = useShopCards();
  const chargeable = useChargeable();
  const currency = useShopCurrency();
  const loading = cards === null || chargeable === null;
  const next = !loading ? nextReward(cards, chargeable, currency) : null;
  const locale = runtime.locale.current;
  return (
    <section className={styles.block} aria-labelledby="hub-shop-heading" data-testid="hub-section-shop" aria-busy={loading || undefined}>
      <h2 id="hub-shop-heading" className={styles.kicker}>{t('menu.shop')}</h2>
      {loading ? (
        <div className={styles.skeleton} />
      ) : (
        <>
          <p className={styles.title}>{t('bookmark.points', { points: formatPoints(chargeable, locale) })}</p>
          {next && (
            <p className={styles.meta}>
              {next.missing === 0
                ? t('hub.canTake', { title: next.item.card.title })
                : t('hub.missing', { points: formatPoints(next.missing, locale), title: next.item.card.title })}
            </p>
          )}
          <Link href="/rocket-mart" className={styles.link}>{t('hub.open')}</Link>
        </>
      )}
    </section>
  );
}

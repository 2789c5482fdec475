import { useRuntime, useTranslation } from '@core/index';
import { formatPoints, rewardText } from '../format';
import { imageKey } from '../rules/card-image';
import { missingPoints } from '../rules/quantity';
import { onSale } from '../rules/sale';
import { rateFor, type ShopCard as ShopCardData } from '../rules/sections';
import { CardArt } from './CardArt';
import styles from './ShopCard.module.css';

interface ShopCardProps {
  item: ShopCardData;
  currency: string | null;
  /** The player's spendable points; null for a guest (or while unknown). */
  chargeable: number | null;
  now: Date;
  onExchange: (item: ShopCardData) => void;
}

/**
 * One card of the shop (spec part 2 §3 "Loyalty card"): its picture, label, what it gives, its price in
 * astrocoins (struck through before the sale's price, with the sale's end date), and the exchange button. Redeem is
 * available when the points cover the rate (spec part 2 §4); otherwise the card says how many are missing, and the
 * button still opens the flow (which offers to play or go back, spec part 2 §5).
 */
export function ShopCard({ item, currency, chargeable, now, onExchange }: ShopCardProps) {
  const { t } = useTranslation('rewards-shop');
  const runtime = useRuntime();
  const { card, type } = item;
  const rate = rateFor(card, currency);
  if (!rate) return null;
  const eur = card.rates.find((r) => r.currency === 'EUR');
  const sale = onSale(card, now) && rate.full_points !== null && rate.full_points > rate.points;
  const missing = chargeable === null ? 0 : missingPoints(chargeable, rate.points);
  const label = card.label && card.label !== 'other' ? card.label : null;
  const reward = rewardText(type, rate, runtime, t);
  const title = card.title || reward;
  return (
    <article className={styles.card} data-testid="shop-card" data-group={card.group} data-type={type} data-available={chargeable !== null && missing === 0}>
      <CardArt type={type} imageKey={imageKey(type === 'money' ? (eur?.amount_cents ?? null) : null)} />
      {label && (
        <span className={styles.label} data-label={label}>
          {t(`label.${label}`)}
        </span>
      )}
      {sale && <span className={styles.saleBadge}>{t('card.sale')}</span>}
      <div className={styles.body}>
        <h3 className={styles.title}>{title}</h3>
        {/* What it gives, unless the title says it already (boxes and tickets are named by their title). */}
        {type !== 'lootboxes' && type !== 'lotteries' && reward.toLowerCase() !== title.toLowerCase() && <p className={styles.reward}>{reward}</p>}
        {card.wager !== null && card.wager > 0 && type !== 'money' && <p className={styles.terms}>{t('card.wager', { wager: card.wager })}</p>}
        <p className={styles.price}>
          <strong data-testid="card-price">{t('card.price', { points: formatPoints(rate.points, runtime.locale.current) })}</strong>
          {sale && rate.full_points !== null && (
            <s className={styles.fullPrice}>
              <span className="visually-hidden">{t('card.fullPrice')} </span>
              {formatPoints(rate.full_points, runtime.locale.current)}
            </s>
          )}
        </p>
        {sale && card.sale_end_date && <p className={styles.terms}>{t('card.saleEnds', { date: card.sale_end_date })}</p>}
        {missing > 0 && <p className={styles.missing}>{t('card.missing', { points: formatPoints(missing, runtime.locale.current) })}</p>}
        <button type="button" className={styles.exchange} onClick={() => onExchange(item)} aria-label={t('card.exchangeNamed', { title })}>
          {chargeable === null ? t('card.exchangeGuest') : t('card.exchange')}
        </button>
      </div>
    </article>
  );
}

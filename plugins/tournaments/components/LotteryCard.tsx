import { Link } from 'wouter';
import { formatMoney, useRuntime, useTranslation } from '@core/index';
import { Countdown, formatPromoDate } from '@core/promo';
import type { Lottery } from '@schemas/wire/promotions';
import { prizePool } from '../prize-pool';
import { promoStatus } from '../promo-status';
import { usePromoZone } from '../use-promo-zone';
import { PromoArt } from './PromoArt';
import { StatusBadge } from './StatusBadge';
import styles from './PromoCard.module.css';

/** A lottery in a list: prize pool, draw date (DD/MM/YYYY) and the timer to the draw; the player's tickets when known. */
export function LotteryCard({ lottery, now, tickets }: {
  lottery: Lottery;
  now: number;
  /** The player's tickets in it; `null` for guests or while unknown. */
  tickets: number | null;
}) {
  const { t } = useTranslation('tournaments');
  const locale = useRuntime().locale.current;
  const zone = usePromoZone();
  const status = promoStatus(lottery, now);
  const pool = prizePool(lottery);
  return (
    <article className={styles.card} data-testid="lottery-card" data-status={status} data-slug={lottery.frontend_identifier}>
      <div className={styles.top}>
        <PromoArt className={styles.art} image={lottery.image} kind="lottery" seed={lottery.frontend_identifier} />
        <div className={styles.topline}>
          <StatusBadge status={status} />
          <span className={styles.chip}>{t('lottery.kind')}</span>
        </div>
        <div className={styles.pool}>
          <small>{t('card.prizePool')}</small>
          <strong>{formatMoney(pool.money, lottery.currency, locale).text}</strong>
          {pool.freespins > 0 && <span>{t('prize.plusFreespins', { count: pool.freespins })}</span>}
        </div>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={`/lottery/${lottery.frontend_identifier}`} className={styles.link}>{lottery.title}</Link>
        </h3>
        <p className={styles.dates}>{t('lottery.drawOn', { date: formatPromoDate(lottery.end_at, zone) })}</p>
        <div className={styles.timerArea}>
          {status === 'archive' ? (
            <p className={styles.finished}>{t('lottery.drawn')}</p>
          ) : (
            <Countdown
              target={Date.parse(status === 'future' ? lottery.start_at : lottery.end_at)}
              now={now}
              caption={t(status === 'future' ? 'timer.startsIn' : 'lottery.drawIn')}
            />
          )}
        </div>
        <div className={styles.footer}>
          {tickets !== null ? (
            <span className={styles.standing}>{t(status === 'archive' ? 'lottery.hadTickets' : 'lottery.yourTickets', { count: tickets })}</span>
          ) : (
            <span className={styles.meta}>{t('lottery.ticketsInDraw', { count: lottery.lottery_tickets_count })}</span>
          )}
          <span className={styles.cta} aria-hidden="true">{t(status === 'archive' ? 'card.results' : 'card.open')}</span>
        </div>
      </div>
    </article>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatMoney, Icon, useRuntime, useTranslation } from '@core/index';
import { Countdown, formatPromoDate, formatPromoTime } from '@core/promo';
import { prizePool } from '../prize-pool';
import { usePromoZone } from '../use-promo-zone';
import { promoStatus } from '../promo-status';
import type { PromoItem } from '../tabs';
import { PromoArt } from './PromoArt';
import { StatusBadge } from './StatusBadge';
import styles from './PromoPageHero.module.css';

/**
 * The top of a tournament or lottery page: art, status, title, dates (DD/MM/YYYY), prize pool and the timer of
 * its status, with the page's call to action (`children`: join, tickets) under the title.
 */
export function PromoPageHero({ item, now, chip, endCaption, children }: { item: PromoItem; now: number; chip: string; endCaption: string; children?: ReactNode }) {
  const { t } = useTranslation('tournaments');
  const locale = useRuntime().locale.current;
  const zone = usePromoZone();
  const promo = item.promo;
  const status = promoStatus(promo, now);
  const pool = prizePool(promo);
  const back = item.kind === 'lottery' ? '/tournaments/lotteries' : '/tournaments';
  return (
    <section className={styles.hero} aria-labelledby="promo-page-title" data-status={status}>
      <PromoArt className={styles.art} image={promo.image} kind={item.kind} seed={promo.frontend_identifier} />
      <div className={styles.shade} aria-hidden="true" />
      <div className={styles.inner}>
        <div className={styles.main}>
          <Link href={back} className={styles.back}>
            <span className={styles.backIcon} aria-hidden="true"><Icon name="chevron" size={14} /></span>
            {t(item.kind === 'lottery' ? 'page.backToLotteries' : 'page.backToTournaments')}
          </Link>
          <div className={styles.badges}>
            <StatusBadge status={status} />
            <span className={styles.chip}>{chip}</span>
          </div>
          <h1 id="promo-page-title" className={styles.title}>{promo.title}</h1>
          {promo.description && <p className={styles.description}>{promo.description}</p>}
          <p className={styles.dates}>
            <Icon name="clock" size={16} />
            <time dateTime={promo.start_at}>{formatPromoDate(promo.start_at, zone)} {formatPromoTime(promo.start_at, zone)}</time>
            <span aria-hidden="true">→</span>
            <time dateTime={promo.end_at}>{formatPromoDate(promo.end_at, zone)} {formatPromoTime(promo.end_at, zone)}</time>
          </p>
          <div className={styles.action}>{children}</div>
        </div>
        <div className={styles.side}>
          <div className={styles.pool}>
            <small>{t('card.prizePool')}</small>
            <strong data-testid="prize-pool">{formatMoney(pool.money, promo.currency, locale).text}</strong>
            {pool.freespins > 0 && <span>{t('prize.plusFreespins', { count: pool.freespins })}</span>}
          </div>
          <div className={styles.timer}>
            {status === 'archive' ? (
              <p className={styles.finished}>{t(item.kind === 'lottery' ? 'lottery.drawn' : 'timer.finished')}</p>
            ) : (
              <Countdown
                size="large"
                target={Date.parse(status === 'future' ? promo.start_at : promo.end_at)}
                now={now}
                caption={status === 'future' ? t('timer.startsIn') : endCaption}
              />
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

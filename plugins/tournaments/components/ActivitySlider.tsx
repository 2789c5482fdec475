import { useCallback, useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { SESSION_TIMER_TICK_MS } from '@config/timing';
import { Icon, useNow, useRuntime, useTranslation, useVisibility } from '@core/index';
import { ensureLotteries, ensureTournaments, onPromoTimerEnd } from '../actions';
import { tabItems } from '../tabs';
import { usePromoData } from '../use-promo-data';
import { promoKeys, useStatusChange } from '../use-status-change';
import { LotteryCard } from './LotteryCard';
import { PromoCardSkeleton } from './PromoCardSkeleton';
import { TournamentCard } from './TournamentCard';
import styles from './ActivitySlider.module.css';

/**
 * `#ActivitySlider[]#` in CMS text (spec part 1 §2): the promotions running now as a swipeable strip of cards
 * (the actions tab's list), with arrows on wide screens and a link to the promo area.
 */
export default function ActivitySlider() {
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  const { groups, flags } = useVisibility();
  const snap = usePromoData();
  const now = useNow(SESSION_TIMER_TICK_MS);
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => {
    void ensureTournaments(runtime);
    if (flags.enableLotteries) void ensureLotteries(runtime);
  }, [runtime, flags.enableLotteries]);
  const onStatusChange = useCallback(() => onPromoTimerEnd(runtime), [runtime]);
  useStatusChange(promoKeys(snap.tournaments, snap.lotteries), now, onStatusChange);
  const loading = snap.tournaments === null || (flags.enableLotteries && snap.lotteries === null && snap.lotteriesLoad !== 'failed');
  const items = loading
    ? null
    : tabItems('actions', { tournaments: snap.tournaments ?? [], lotteries: snap.lotteries ?? [], mine: [], liveGames: null }, { now, groups, lotteriesOn: flags.enableLotteries });
  if (items && items.length === 0) return null;
  const scroll = (direction: 1 | -1) => strip.current?.scrollBy({ left: direction * (strip.current.clientWidth * 0.8), behavior: 'smooth' });
  return (
    <section className={styles.slider} aria-labelledby="activity-slider-title" data-testid="activity-slider">
      <header className={styles.header}>
        <h2 id="activity-slider-title" className={styles.title}>{t('slider.title')}</h2>
        <div className={styles.tools}>
          <Link href="/tournaments/actions" className={styles.all}>{t('slider.all')}</Link>
          <button type="button" className={styles.arrow} onClick={() => scroll(-1)} aria-label={t('slider.previous')}>
            <span className={styles.back}><Icon name="chevron" size={16} /></span>
          </button>
          <button type="button" className={styles.arrow} onClick={() => scroll(1)} aria-label={t('slider.next')}>
            <Icon name="chevron" size={16} />
          </button>
        </div>
      </header>
      <ul ref={strip} className={styles.strip}>
        {items === null
          ? Array.from({ length: 3 }, (_, i) => <li key={i}><PromoCardSkeleton /></li>)
          : items.map((item) => (
              <li key={`${item.kind}-${item.promo.id}`}>
                {item.kind === 'tournament'
                  ? <TournamentCard tournament={item.promo} now={now} />
                  : <LotteryCard lottery={item.promo} now={now} tickets={null} />}
              </li>
            ))}
      </ul>
    </section>
  );
}

import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { SESSION_TIMER_TICK_MS } from '@config/timing';
import { NotFoundPage, type RouteProps, useNow, useRuntime, useTranslation, useVisibility } from '@core/index';
import { loadLottery, onPromoTimerEnd } from '../actions';
import { LotteryResults } from '../components/LotteryResults';
import { LotteryTickets } from '../components/LotteryTickets';
import { PrizesTable } from '../components/PrizesTable';
import { PromoPageHero } from '../components/PromoPageHero';
import { PromoPageSkeleton } from '../components/PromoPageSkeleton';
import { TicketRules } from '../components/TicketRules';
import { promoStatus, visibleTo } from '../promo-status';
import { usePromoData } from '../use-promo-data';
import { useStatusChange } from '../use-status-change';
import styles from './PromoPage.module.css';

/**
 * `lottery/{slug}` (spec part 2 §2 LotteryPage): the draw's countdown, the player's tickets, how tickets are
 * earned, the prizes, and after the draw the winners with their tickets. Behind `enableLotteries`.
 */
export default function LotteryPage({ params }: RouteProps) {
  const slug = params.slug ?? '';
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  const { loggedIn, groups, flags } = useVisibility();
  const [, navigate] = useLocation();
  const snap = usePromoData();
  const now = useNow(SESSION_TIMER_TICK_MS);
  const [lookup, setLookup] = useState<'loading' | 'done'>('loading');

  useEffect(() => {
    if (!flags.enableLotteries) navigate('/tournaments/all', { replace: true });
  }, [flags.enableLotteries, navigate]);

  useEffect(() => {
    let live = true;
    setLookup('loading');
    void loadLottery(runtime, slug).then(() => live && setLookup('done'));
    return () => {
      live = false;
    };
  }, [runtime, slug, loggedIn]);

  const lottery = (snap.lotteries ?? []).find((item) => item.frontend_identifier === slug) ?? null;
  const status = promoStatus(lottery ?? { start_at: '', end_at: '' }, now);
  const onStatusChange = useCallback(() => {
    onPromoTimerEnd(runtime);
    // The draw happened: its winners are read shortly after (the scheduler draws at `end_at`).
    setTimeout(() => void loadLottery(runtime, slug), 2_000);
  }, [runtime, slug]);
  useStatusChange(lottery ? [lottery] : [], now, onStatusChange);

  if (!flags.enableLotteries) return null;
  if (!lottery) return lookup === 'loading' ? <PromoPageSkeleton /> : <NotFoundPage />;
  if (!visibleTo(lottery, groups)) return <NotFoundPage />;

  const tickets = loggedIn ? (snap.tickets?.[lottery.id] ?? null) : null;
  const drawn = status === 'archive' && lottery.prizes.some((prize) => prize.nickname !== null || prize.ticket !== null);
  return (
    <div className={styles.page} data-testid="lottery-page" data-status={status}>
      <title>{t('page.documentTitle', { title: lottery.title, site: runtime.site.name })}</title>
      <PromoPageHero item={{ kind: 'lottery', promo: lottery }} now={now} chip={t('lottery.kind')} endCaption={t('lottery.drawIn')}>
        <LotteryTickets lottery={lottery} tickets={tickets} status={status} compact />
      </PromoPageHero>
      <div className={styles.content}>
        <div className={`${styles.columns} ${styles.boardFirst}`}>
          <div className={`${styles.board} ${styles.stack}`}>
            {drawn ? <LotteryResults lottery={lottery} tickets={tickets} /> : <LotteryTickets lottery={lottery} tickets={tickets} status={status} />}
            <TicketRules lottery={lottery} />
          </div>
          <div className={styles.prizes}>
            <PrizesTable prizes={lottery.prizes} currency={lottery.currency} />
          </div>
        </div>
      </div>
    </div>
  );
}

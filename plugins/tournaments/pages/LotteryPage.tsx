import { Suspense, useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { SESSION_TIMER_TICK_MS } from '@config/timing';
import { NotFoundPage, type RouteProps, useDocumentHead, useNow, usePluginState, useRuntime, useTranslation, useVisibility } from '@core/index';
import { loadLottery, onPromoTimerEnd, takeDrawnLottery } from '../actions';
import { tournamentsApiState } from '../api';
import { LotteryResults } from '../components/LotteryResults';
import { LotteryTickets } from '../components/LotteryTickets';
import { PrizesTable } from '../components/PrizesTable';
import { PromoPageHero } from '../components/PromoPageHero';
import { PromoPageSkeleton } from '../components/PromoPageSkeleton';
import { TicketRules } from '../components/TicketRules';
import { drawnKeys, readLottery } from '../drawn-reads';
import { promoStatus, visibleTo } from '../promo-status';
import { useLoadedWhen } from '../use-loaded-when';
import { usePromoData } from '../use-promo-data';
import { useStatusChange } from '../use-status-change';
import styles from './PromoPage.module.css';

/**
 * `lottery/{slug}` (spec part 2 §2 LotteryPage): the draw's countdown, the player's tickets, how tickets are
 * earned, the prizes, and after the draw the winners with their tickets. Behind `enableLotteries`.
 *
 * A guest's page comes from the server drawn (issue 14): the lottery is read while rendering.
 */
export default function LotteryPage({ params }: RouteProps) {
  const slug = params.slug ?? '';
  const { flags } = useVisibility();
  const [, navigate] = useLocation();

  useEffect(() => {
    if (!flags.enableLotteries) navigate('/tournaments/all', { replace: true });
  }, [flags.enableLotteries, navigate]);

  if (!flags.enableLotteries) return null;
  return (
    <Suspense fallback={<PromoPageSkeleton />}>
      <LotteryView key={slug} slug={slug} />
    </Suspense>
  );
}

/**
 * The store is the one source of truth, as on the tournament page: its copy of the lottery is drawn once it holds
 * one; until then (on the server, while a drawn page hydrates) the lottery is read while rendering, and that answer
 * goes into the store once the page is mounted (`takeDrawnLottery`), with the player's tickets.
 */
function LotteryView({ slug }: { slug: string }) {
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  const api = usePluginState(tournamentsApiState);
  const { loggedIn, groups } = useVisibility();
  const snap = usePromoData();
  const now = useNow(SESSION_TIMER_TICK_MS);

  const kept = (snap.lotteries ?? []).find((item) => item.frontend_identifier === slug) ?? null;
  const read = useLoadedWhen(!kept, drawnKeys.lottery(runtime.locale.current, slug), () => readLottery(api, slug));
  const lottery = kept ?? read?.value ?? null;

  // A read answer goes into the store once drawn; a copy the store had when the page opened is read fresh, and the
  // player's tickets with it (again when they sign in here), as the page always did.
  const opened = useRef(false);
  useEffect(() => {
    const opening = !opened.current;
    opened.current = true;
    if (read) takeDrawnLottery(runtime, slug, read);
    else if (opening) void loadLottery(runtime, slug);
  }, [runtime, slug, read]);
  const signedInHere = useRef(loggedIn);
  useEffect(() => {
    if (loggedIn && !signedInHere.current) void loadLottery(runtime, slug);
    signedInHere.current = loggedIn;
  }, [runtime, slug, loggedIn]);

  // A promo page's description and Open Graph (a shared link's preview, issue 14), from the drawn lottery while
  // rendering; its title is the page's `<title>`.
  const shown = lottery && visibleTo(lottery, groups) ? lottery : null;
  useDocumentHead({
    description: shown?.description || undefined,
    openGraph: shown ? { title: shown.title, image: shown.image ?? undefined, type: 'article' } : undefined,
  });

  const status = promoStatus(lottery ?? { start_at: '', end_at: '' }, now);
  const onStatusChange = useCallback(() => {
    onPromoTimerEnd(runtime);
    // The draw happened: its winners are read shortly after (the scheduler draws at `end_at`).
    setTimeout(() => void loadLottery(runtime, slug), 2_000);
  }, [runtime, slug]);
  useStatusChange(lottery ? [lottery] : [], now, onStatusChange);

  if (!lottery || !visibleTo(lottery, groups)) return <NotFoundPage />;

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

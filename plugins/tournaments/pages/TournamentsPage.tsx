import { Component, Suspense, useCallback, useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'wouter';
import { SESSION_TIMER_TICK_MS } from '@config/timing';
import { useNow, usePluginState, useRuntime, useTranslation, useVisibility } from '@core/index';
import type { Lottery, Tournament } from '@schemas/wire/promotions';
import { ensureMine, ensureTickets, ensureTournaments, onPromoTimerEnd, takeDrawnLiveGames, takeDrawnLotteries, takeDrawnTournaments } from '../actions';
import { tournamentsApiState } from '../api';
import { PromoGrid } from '../components/PromoGrid';
import { PromoHero } from '../components/PromoHero';
import { TabNav } from '../components/TabNav';
import { TabMessage } from '../components/TabMessage';
import { drawnKeys, liveCandidates, readLiveGames, readLotteries, readTournamentLists } from '../drawn-reads';
import { useLoadedWhen } from '../use-loaded-when';
import { usePromoData } from '../use-promo-data';
import { effectiveTab, isTournamentTab, tabItems, type TournamentTab } from '../tabs';
import { promoKeys, useStatusChange } from '../use-status-change';
import styles from './TournamentsPage.module.css';

/** What the tab's cards are drawn from: the lists, or `null` while they load, or `failed`. */
type Lists = { tournaments: readonly Tournament[]; lotteries: readonly Lottery[] | null; liveGames: readonly string[] | null } | null | 'failed';

/**
 * `/tournaments` and its tabs (spec part 2 §2): the promo area's hero, the tab bar and the cards of the tab.
 * A guest's page comes from the server with its cards (issue 14): the lists are read while rendering.
 */
export default function TournamentsPage() {
  const [location, navigate] = useLocation();
  const { flags } = useVisibility();
  const lotteriesOn = flags.enableLotteries;
  const requested = location.split('/')[2];
  const tab: TournamentTab = effectiveTab(isTournamentTab(requested) ? requested : 'all', lotteriesOn);

  // Spec part 2 §2: the lotteries tab falls back to the all tab while its flag is off.
  useEffect(() => {
    if (requested === 'lotteries' && !lotteriesOn) navigate('/tournaments/all', { replace: true });
  }, [requested, lotteriesOn, navigate]);

  return (
    <ListsFailed failed={(retry) => <TournamentsView tab={tab} lists="failed" retry={retry} />}>
      <Suspense fallback={<TournamentsView tab={tab} lists={null} />}>
        <DrawnTournaments tab={tab} />
      </Suspense>
    </ListsFailed>
  );
}

/**
 * The lists as the store holds them, read while rendering only what it does not hold yet (on the server and while
 * a drawn page hydrates, always: a new runtime's store is empty). Once mounted, each read answer goes into the store
 * (`takeDrawn…`), the one source of truth drawn from then on (the end-event refreshes, the sidebar and the activity
 * slider read and update the same lists); the player's own data (their tournaments, tickets) loads in the browser.
 */
function DrawnTournaments({ tab }: { tab: TournamentTab }) {
  const runtime = useRuntime();
  const api = usePluginState(tournamentsApiState);
  const { loggedIn, flags } = useVisibility();
  const snap = usePromoData();
  const locale = runtime.locale.current;
  const withLotteries = flags.enableLotteries && (tab === 'all' || tab === 'actions' || tab === 'lotteries');

  const keptLists = snap.tournamentsLoad === 'ready' ? snap.tournaments : null;
  const listsRead = useLoadedWhen(!keptLists, drawnKeys.lists(locale), () => readTournamentLists(api));
  const tournaments = keptLists ?? listsRead?.value ?? [];

  const keptLotteries = snap.lotteriesLoad === 'ready' ? snap.lotteries : null;
  const lotteriesRead = useLoadedWhen(withLotteries && !keptLotteries, drawnKeys.lotteries(locale), () => readLotteries(api));
  const lotteries = keptLotteries ?? lotteriesRead?.value ?? null;

  const keptLive = snap.liveGamesLoad === 'ready' ? snap.liveGames : null;
  const candidates = tab === 'live' && !keptLive ? liveCandidates(tournaments) : [];
  const liveRead = useLoadedWhen(tab === 'live' && !keptLive, drawnKeys.liveGames(runtime.device, candidates), () => readLiveGames(api, candidates, runtime.device));
  const liveGames = keptLive ?? liveRead?.value ?? null;

  useEffect(() => {
    if (listsRead) takeDrawnTournaments(runtime, listsRead);
  }, [runtime, listsRead]);
  useEffect(() => {
    if (lotteriesRead) takeDrawnLotteries(runtime, lotteriesRead);
  }, [runtime, lotteriesRead]);
  useEffect(() => {
    if (liveRead) takeDrawnLiveGames(runtime, liveRead);
  }, [runtime, liveRead]);
  useEffect(() => {
    if (withLotteries && loggedIn) void ensureTickets(runtime);
    if (tab === 'achievements' && loggedIn) void ensureMine(runtime);
  }, [runtime, tab, withLotteries, loggedIn]);

  return <TournamentsView tab={tab} lists={{ tournaments, lotteries, liveGames }} />;
}

/** The page drawn from `lists` (the same markup while they load, with skeleton cards and dashes). */
function TournamentsView({ tab, lists, retry }: { tab: TournamentTab; lists: Lists; retry?: () => void }) {
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  const { loggedIn, groups, flags } = useVisibility();
  const lotteriesOn = flags.enableLotteries;
  const snap = usePromoData();
  const now = useNow(SESSION_TIMER_TICK_MS);
  const withLotteries = lotteriesOn && (tab === 'all' || tab === 'actions' || tab === 'lotteries');
  const drawn = lists && lists !== 'failed' ? lists : null;

  const onStatusChange = useCallback(() => onPromoTimerEnd(runtime), [runtime]);
  useStatusChange(drawn ? promoKeys(drawn.tournaments, drawn.lotteries, snap.mine) : [], now, onStatusChange);

  const mineLoading = tab === 'achievements' && loggedIn && (snap.mineLoad === 'idle' || snap.mineLoad === 'loading');
  const data = {
    tournaments: drawn?.tournaments ?? [],
    lotteries: drawn?.lotteries ?? [],
    mine: snap.mine ?? [],
    liveGames: drawn?.liveGames ? new Set(drawn.liveGames) : null,
  };
  const items = tabItems(tab, data, { now, groups, lotteriesOn });
  const registration = `${runtime.pathOf('registration')}?redirect=${encodeURIComponent('/tournaments/achievements')}`;

  return (
    <div className={styles.page} data-testid="tournaments-page" data-tab={tab}>
      <title>{t('documentTitle', { site: runtime.site.name })}</title>
      <PromoHero tournaments={drawn?.tournaments ?? null} lotteries={withLotteries ? (drawn?.lotteries ?? null) : []} groups={groups} now={now} />
      <div className={styles.content}>
        <TabNav current={tab} lotteriesOn={lotteriesOn} />
        <section aria-labelledby="promo-tab-heading" className={styles.panel}>
          <h2 id="promo-tab-heading" className="visually-hidden">{t(`tabs.${tab}`)}</h2>
          {tab === 'achievements' && !loggedIn ? (
            <TabMessage title={t('achievements.guestTitle')} text={t('achievements.guestText')}>
              <Link href={registration} className={styles.primary}>{t('achievements.register')}</Link>
            </TabMessage>
          ) : lists === 'failed' ? (
            <TabMessage title={t('empty.failedTitle')} text={t('empty.failedText')}>
              <RetryLists then={retry} />
            </TabMessage>
          ) : !drawn || mineLoading ? (
            <PromoGrid items={null} now={now} />
          ) : items.length === 0 ? (
            <TabMessage title={t(`empty.${tab}.title`)} text={t(`empty.${tab}.text`)}>
              {tab !== 'all' && <Link href="/tournaments/all" className={styles.secondary}>{t('empty.seeAll')}</Link>}
            </TabMessage>
          ) : (
            <PromoGrid items={items} now={now} statuses={snap.statuses} tickets={loggedIn ? snap.tickets : null} />
          )}
        </section>
      </div>
    </div>
  );
}

/** Reads the lists into the store again, then lets the page draw them (`then`: the boundary tries again). */
function RetryLists({ then }: { then?: () => void }) {
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  return (
    <button type="button" className={styles.secondary} onClick={() => void ensureTournaments(runtime, { force: true }).then(() => then?.())}>
      {t('empty.retry')}
    </button>
  );
}

/**
 * A failed read of the lists (logged by the API client under its code): the failure message with a retry. On the
 * server a failed read makes the host send the browser-drawn page instead (the convention of issue 14's reads).
 */
class ListsFailed extends Component<{ failed: (retry: () => void) => ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // Drawn again, the page draws the store's lists when the retry read them, else reads them (and fails) once more.
  private readonly retry = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.failed(this.retry) : this.props.children;
  }
}

import { Suspense, useCallback, useEffect, useRef } from 'react';
import { SESSION_TIMER_TICK_MS } from '@config/timing';
import { NotFoundPage, type RouteProps, useDocumentHead, useNow, usePluginState, useRealtimeChannel, useRuntime, useTranslation, useVisibility } from '@core/index';
import { loadStatus, loadTournament, onPromoTimerEnd, takeDrawnTournament } from '../actions';
import { tournamentsApiState } from '../api';
import { JoinPanel } from '../components/JoinPanel';
import { Leaderboard } from '../components/Leaderboard';
import { PrizesTable } from '../components/PrizesTable';
import { PromoPageHero } from '../components/PromoPageHero';
import { PromoPageSkeleton } from '../components/PromoPageSkeleton';
import { StandingCard } from '../components/StandingCard';
import { TournamentGames } from '../components/TournamentGames';
import { TournamentTerms } from '../components/TournamentTerms';
import { drawnKeys, readTournament } from '../drawn-reads';
import { promoStatus, visibleTo } from '../promo-status';
import { useLoadedWhen } from '../use-loaded-when';
import { usePromoData } from '../use-promo-data';
import { useStatusChange } from '../use-status-change';
import styles from './PromoPage.module.css';

/**
 * `tournaments/{slug}` (spec part 2 §2 TournamentPage): hero with the timer and the join button, the live
 * leaderboard with the player's standing, prizes, the games that score and the rules. Guests see it all and
 * are sent to registration when they act. Updates arrive live (`tournaments_statuses`, public `leaderboard`).
 *
 * A guest's page comes from the server drawn (issue 14): the tournament is read while rendering, so the HTML
 * carries its title, prizes, leaderboard and timer, and its head the title, description and Open Graph.
 */
export default function TournamentPage({ params }: RouteProps) {
  const slug = params.slug ?? '';
  return (
    <Suspense fallback={<PromoPageSkeleton />}>
      <TournamentView key={slug} slug={slug} />
    </Suspense>
  );
}

/**
 * One source of truth, the store: the page draws the store's copy of the tournament once it holds one (live
 * leaderboard events, the end-event refreshes and joins all update the store, as the lists' cards read it too).
 * Only while the store has none — always so on the server and while a drawn page hydrates, as a new runtime's store
 * is empty — is the tournament read while rendering (`useLoadedWhen`); once mounted, that answer is put into the
 * store (`takeDrawnTournament`), so both renders drew the same value and nothing is asked twice. Reading a loaded
 * value and merging the store's updates into it would need a second rule for which copy is newer.
 */
function TournamentView({ slug }: { slug: string }) {
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  const api = usePluginState(tournamentsApiState);
  const { loggedIn, groups } = useVisibility();
  const snap = usePromoData();
  const now = useNow(SESSION_TIMER_TICK_MS);
  // The public leaderboard is joined while this page is open, not by every visitor at boot.
  useRealtimeChannel('tournaments');

  const lists = snap.tournamentsLoad === 'ready' ? snap.tournaments : null;
  const kept = [...(snap.tournaments ?? []), ...(snap.mine ?? []), ...Object.values(snap.opened)].find((item) => item.frontend_identifier === slug) ?? null;
  const read = useLoadedWhen(!kept, drawnKeys.tournament(runtime.locale.current, slug), () => readTournament(api, slug, lists ? [...lists, ...(snap.mine ?? [])] : null));
  const tournament = kept ?? read?.value ?? null;

  // A read answer goes into the store once drawn; a copy the store already had when the page opened is read fresh
  // by id, as the page always did when it opened.
  const opened = useRef(false);
  useEffect(() => {
    const opening = !opened.current;
    opened.current = true;
    if (read) takeDrawnTournament(runtime, slug, read);
    else if (opening) void loadTournament(runtime, slug);
  }, [runtime, slug, read]);

  const id = tournament?.id ?? null;
  // A promo page: title, description and Open Graph (a shared link's preview) from core's head helper (issue 14),
  // computed while rendering from the drawn tournament, so the server's render states them too.
  const shown = tournament && visibleTo(tournament, groups) ? tournament : null;
  useDocumentHead({
    title: shown ? t('page.documentTitle', { title: shown.title, site: runtime.site.name }) : runtime.site.name,
    description: shown?.description || undefined,
    openGraph: shown ? { title: shown.title, image: shown.image ?? undefined, type: 'article' } : undefined,
  });

  useEffect(() => {
    if (id && loggedIn) void loadStatus(runtime, id);
  }, [runtime, id, loggedIn]);

  const status = promoStatus(tournament ?? { start_at: '', end_at: '' }, now);
  const onStatusChange = useCallback(() => onPromoTimerEnd(runtime), [runtime]);
  useStatusChange(tournament ? [tournament] : [], now, onStatusChange);

  // Spec part 2 §4: promotions for other groups are not shown, not even by address.
  if (!tournament || !visibleTo(tournament, groups)) return <NotFoundPage />;

  const standing = loggedIn ? (id && id in snap.statuses ? snap.statuses[id] : undefined) : null;
  return (
    <div className={styles.page} data-testid="tournament-page" data-status={status}>
      <PromoPageHero item={{ kind: 'tournament', promo: tournament }} now={now} chip={t(`strategy.${tournament.strategy}.short`)} endCaption={t('timer.endsIn')}>
        <JoinPanel tournament={tournament} status={standing} now={now} />
      </PromoPageHero>
      <div className={styles.content}>
        <div className={loggedIn ? styles.columns : `${styles.columns} ${styles.boardFirst}`}>
          <div className={styles.board}>
            <Leaderboard tournament={tournament} status={standing ?? null} live={status === 'active'} />
          </div>
          {loggedIn && (
            <div className={styles.standing}>
              <StandingCard status={standing} tournament={tournament} finished={status === 'archive'} />
            </div>
          )}
          <div className={styles.prizes}>
            <PrizesTable prizes={tournament.prizes} currency={tournament.currency} highlight={standing?.award_place ?? null} />
          </div>
        </div>
        <TournamentGames tournament={tournament} />
        <TournamentTerms tournament={tournament} />
      </div>
    </div>
  );
}

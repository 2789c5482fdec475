import { useCallback, useEffect, useState } from 'react';
import { SESSION_TIMER_TICK_MS } from '@config/timing';
import { NotFoundPage, type RouteProps, useDocumentHead, useNow, useRealtimeChannel, useRuntime, useTranslation, useVisibility } from '@core/index';
import { loadStatus, loadTournament, onPromoTimerEnd } from '../actions';
import { JoinPanel } from '../components/JoinPanel';
import { Leaderboard } from '../components/Leaderboard';
import { PrizesTable } from '../components/PrizesTable';
import { PromoPageHero } from '../components/PromoPageHero';
import { PromoPageSkeleton } from '../components/PromoPageSkeleton';
import { StandingCard } from '../components/StandingCard';
import { TournamentGames } from '../components/TournamentGames';
import { TournamentTerms } from '../components/TournamentTerms';
import { promoStatus, visibleTo } from '../promo-status';
import { usePromoData } from '../use-promo-data';
import { useStatusChange } from '../use-status-change';
import styles from './PromoPage.module.css';

/**
 * `tournaments/{slug}` (spec part 2 §2 TournamentPage): hero with the timer and the join button, the live
 * leaderboard with the player's standing, prizes, the games that score and the rules. Guests see it all and
 * are sent to registration when they act. Updates arrive live (`tournaments_statuses`, public `leaderboard`).
 */
export default function TournamentPage({ params }: RouteProps) {
  const slug = params.slug ?? '';
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  const { loggedIn, groups } = useVisibility();
  const snap = usePromoData();
  const now = useNow(SESSION_TIMER_TICK_MS);
  const [lookup, setLookup] = useState<'loading' | 'done'>('loading');
  // The public leaderboard is joined while this page is open, not by every visitor at boot.
  useRealtimeChannel('tournaments');

  useEffect(() => {
    let live = true;
    setLookup('loading');
    void loadTournament(runtime, slug).then(() => live && setLookup('done'));
    return () => {
      live = false;
    };
  }, [runtime, slug]);

  const all = [...(snap.tournaments ?? []), ...(snap.mine ?? [])];
  const tournament = all.find((item) => item.frontend_identifier === slug) ?? null;
  const id = tournament?.id ?? null;
  // A promo page: title, description and Open Graph (a shared link's preview) from core's head helper (issue 14).
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

  if (!tournament) return lookup === 'loading' ? <PromoPageSkeleton /> : <NotFoundPage />;
  // Spec part 2 §4: promotions for other groups are not shown, not even by address.
  if (!visibleTo(tournament, groups)) return <NotFoundPage />;

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

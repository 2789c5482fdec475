import { useCallback, useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { SESSION_TIMER_TICK_MS } from '@config/timing';
import { useNow, useRuntime, useTranslation, useVisibility } from '@core/index';
import { ensureLiveGames, ensureLotteries, ensureMine, ensureTickets, ensureTournaments, onPromoTimerEnd } from '../actions';
import { PromoGrid } from '../components/PromoGrid';
import { PromoHero } from '../components/PromoHero';
import { TabNav } from '../components/TabNav';
import { TabMessage } from '../components/TabMessage';
import { usePromoData } from '../use-promo-data';
import { effectiveTab, isTournamentTab, tabItems, type TournamentTab } from '../tabs';
import { promoKeys, useStatusChange } from '../use-status-change';
import styles from './TournamentsPage.module.css';

/** `/tournaments` and its tabs (spec part 2 §2): the promo area's hero, the tab bar and the cards of the tab. */
export default function TournamentsPage() {
  const { t } = useTranslation('tournaments');
  const runtime = useRuntime();
  const [location, navigate] = useLocation();
  const { loggedIn, groups, flags } = useVisibility();
  const lotteriesOn = flags.enableLotteries;
  const requested = location.split('/')[2];
  const tab: TournamentTab = effectiveTab(isTournamentTab(requested) ? requested : 'all', lotteriesOn);
  const snap = usePromoData();
  const now = useNow(SESSION_TIMER_TICK_MS);
  const withLotteries = lotteriesOn && (tab === 'all' || tab === 'actions' || tab === 'lotteries');

  // Spec part 2 §2: the lotteries tab falls back to the all tab while its flag is off.
  useEffect(() => {
    if (requested === 'lotteries' && !lotteriesOn) navigate('/tournaments/all', { replace: true });
  }, [requested, lotteriesOn, navigate]);

  useEffect(() => {
    void ensureTournaments(runtime);
    if (withLotteries) {
      void ensureLotteries(runtime);
      if (loggedIn) void ensureTickets(runtime);
    }
    if (tab === 'achievements' && loggedIn) void ensureMine(runtime);
    if (tab === 'live') void ensureLiveGames(runtime);
  }, [runtime, tab, withLotteries, loggedIn]);

  const onStatusChange = useCallback(() => onPromoTimerEnd(runtime), [runtime]);
  useStatusChange(promoKeys(snap.tournaments, snap.lotteries, snap.mine), now, onStatusChange);

  const loads = [snap.tournamentsLoad, withLotteries ? snap.lotteriesLoad : 'ready', tab === 'achievements' && loggedIn ? snap.mineLoad : 'ready', tab === 'live' ? snap.liveGamesLoad : 'ready'];
  const loading = loads.some((load) => load === 'idle' || load === 'loading') && !(tab === 'achievements' && !loggedIn);
  const failed = snap.tournamentsLoad === 'failed' && !snap.tournaments;
  const data = {
    tournaments: snap.tournaments ?? [],
    lotteries: snap.lotteries ?? [],
    mine: snap.mine ?? [],
    liveGames: snap.liveGames ? new Set(snap.liveGames) : null,
  };
  const items = tabItems(tab, data, { now, groups, lotteriesOn });
  const registration = `${runtime.pathOf('registration')}?redirect=${encodeURIComponent('/tournaments/achievements')}`;

  return (
    <div className={styles.page} data-testid="tournaments-page" data-tab={tab}>
      <title>{t('documentTitle', { site: runtime.site.name })}</title>
      <PromoHero tournaments={snap.tournaments} lotteries={withLotteries ? snap.lotteries : []} groups={groups} now={now} />
      <div className={styles.content}>
        <TabNav current={tab} lotteriesOn={lotteriesOn} />
        <section aria-labelledby="promo-tab-heading" className={styles.panel}>
          <h2 id="promo-tab-heading" className="visually-hidden">{t(`tabs.${tab}`)}</h2>
          {tab === 'achievements' && !loggedIn ? (
            <TabMessage title={t('achievements.guestTitle')} text={t('achievements.guestText')}>
              <Link href={registration} className={styles.primary}>{t('achievements.register')}</Link>
            </TabMessage>
          ) : failed ? (
            <TabMessage title={t('empty.failedTitle')} text={t('empty.failedText')}>
              <button type="button" className={styles.secondary} onClick={() => void ensureTournaments(runtime, { force: true })}>{t('empty.retry')}</button>
            </TabMessage>
          ) : loading ? (
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

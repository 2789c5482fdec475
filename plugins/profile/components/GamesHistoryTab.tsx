import { useCallback, useEffect, useMemo, useState } from 'react';
import { Spinner, usePluginState, useTranslation } from '@core/index';
import { FormBanner, formStyles } from '@core/forms';
import type { BetHistoryEntry } from '@schemas/wire/game-history';
import type { PlayedGame } from '@schemas/wire/games';
import { profileApiState } from '../api';
import { providerLabel } from '../rules/history-format';
import { dateInputValue, periodBounds, type CustomRange, type PeriodPreset } from '../rules/history-period';
import type { GameChoice } from './history/GamePicker';
import { HistoryFilters } from './history/HistoryFilters';
import { HistoryTotals } from './history/HistoryTotals';
import { PlayAgainStrip } from './history/PlayAgainStrip';
import { RoundDetailDialog } from './history/RoundDetailDialog';
import { RoundList } from './history/RoundList';
import { useBetHistory } from './history/use-bet-history';
import styles from './Panel.module.css';
import history from './GamesHistoryTab.module.css';

/**
 * `/profile/games-history`: the player's bet history (issue 21). Every round with its game, time, bet, win and
 * balance after, filtered by period and game, with the period's totals per currency, "load more" paging and a
 * detail per round showing what it showed. The games played last stay a click away below.
 */
export function GamesHistoryTab() {
  const api = usePluginState(profileApiState);
  const { t } = useTranslation('profile');
  const [preset, setPreset] = useState<PeriodPreset>('30d');
  const [range, setRange] = useState<CustomRange>(() => defaultRange(new Date()));
  const [game, setGame] = useState<GameChoice | null>(null);
  const [open, setOpen] = useState<BetHistoryEntry | null>(null);
  const [played, setPlayed] = useState<PlayedGame[]>([]);

  // Midnight-based bounds: the same all day, so a re-render does not start a new query.
  const bounds = periodBounds(preset, range, new Date());
  const view = useBetHistory(api, bounds, game?.identifier ?? null);

  useEffect(() => {
    let live = true;
    // Secondary: a failure (logged as LOAD_PLAYED_GAMES_ERROR by the client) just leaves the strip out.
    api.playedGames().then((games) => live && setPlayed(games), () => undefined);
    return () => {
      live = false;
    };
  }, [api]);

  const known = useMemo(() => knownGames(played, view.entries), [played, view.entries]);
  const searchGames = useCallback(
    (title: string) => api.searchGames(title).then((games) => games.map((g) => ({ identifier: g.identifier, title: g.title, provider: providerLabel({ provider: g.provider, provider_title: null, game: g.identifier }) }))),
    [api],
  );

  return (
    <section className={`${styles.panel} ${history.tab}`} aria-labelledby="profile-history">
      <h2 id="profile-history" className={styles.title}>{t('nav.games-history')}</h2>
      <HistoryFilters
        preset={preset}
        range={range}
        game={game}
        knownGames={known}
        onPreset={setPreset}
        onRange={setRange}
        onGame={setGame}
        searchGames={searchGames}
      />
      {view.status === 'loading' && <Spinner label="history" />}
      {view.status === 'failed' && (
        <FormBanner tone="error">
          <span>
            {t('history.failed')}{' '}
            <button type="button" className={formStyles.link} onClick={view.retry}>{t('history.retry')}</button>
          </span>
        </FormBanner>
      )}
      {view.status !== 'loading' && view.status !== 'failed' && (
        <>
          <HistoryTotals totals={view.totals} />
          {view.entries.length === 0 ? (
            <div className={history.empty} data-testid="history-empty">
              <p>{game ? t('history.emptyGame', { title: game.title }) : t('history.empty')}</p>
              <p className={styles.muted}>{t('history.emptyHint')}</p>
            </div>
          ) : (
            <>
              <RoundList entries={view.entries} onOpen={setOpen} />
              <div className={history.more}>
                <p className={styles.muted}>{t('history.shown', { shown: view.entries.length, count: view.total })}</p>
                {view.status === 'more-failed' && <FormBanner tone="error">{t('history.moreFailed')}</FormBanner>}
                {view.entries.length < view.total && (
                  <button type="button" className={styles.button} onClick={view.status === 'more-failed' ? view.retry : view.loadMore} disabled={view.status === 'more'} aria-busy={view.status === 'more'}>
                    {view.status === 'more' ? t('history.loadingMore') : t('history.loadMore')}
                  </button>
                )}
              </div>
            </>
          )}
        </>
      )}
      <PlayAgainStrip games={played} />
      {open && <RoundDetailDialog entry={open} onClose={() => setOpen(null)} />}
    </section>
  );
}

/** A custom range starts as the last 30 days, like the default preset. */
function defaultRange(now: Date): CustomRange {
  return { from: dateInputValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 29)), to: dateInputValue(now) };
}

/** The games to offer in the filter: those played lately, then those in the rounds on screen, each once. */
function knownGames(played: readonly PlayedGame[], entries: readonly BetHistoryEntry[]): GameChoice[] {
  const seen = new Map<string, GameChoice>();
  for (const g of played) seen.set(g.identifier, { identifier: g.identifier, title: g.title, provider: providerLabel({ provider: g.provider, provider_title: null, game: g.identifier }) });
  for (const e of entries) if (!seen.has(e.game)) seen.set(e.game, { identifier: e.game, title: e.title || e.game, provider: providerLabel(e) });
  return [...seen.values()];
}

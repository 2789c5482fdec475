import { useCallback, useEffect, useRef, useState } from 'react';
import type { BetHistoryEntry, BetHistoryTotals } from '@schemas/wire/game-history';
import type { ProfileApi } from '../../api';
import { historyQuery, type PeriodBounds } from '../../rules/history-period';

/** Rounds per page: enough to fill a desktop screen, few enough for a phone's first answer. */
export const HISTORY_PER_PAGE = 20;

export interface BetHistoryView {
  /** `loading` covers the first page of a filter; `more` a further page (the list stays on screen). */
  status: 'loading' | 'ready' | 'failed' | 'more' | 'more-failed';
  entries: BetHistoryEntry[];
  totals: BetHistoryTotals[];
  /** Rounds in the whole filtered period. */
  total: number;
  loadMore(): void;
  retry(): void;
}

/** The filter as one comparable value: what decides whether an answer still belongs on screen. */
const filterKey = (bounds: PeriodBounds, game: string | null) => JSON.stringify([bounds.from ?? null, bounds.to ?? null, game]);

function queryOf(key: string, page: number) {
  const [from, to, game] = JSON.parse(key) as [string | null, string | null, string | null];
  return historyQuery({ ...(from ? { from } : {}), ...(to ? { to } : {}) }, game, page, HISTORY_PER_PAGE);
}

interface Loaded {
  key: string;
  entries: BetHistoryEntry[];
  totals: BetHistoryTotals[];
  total: number;
  page: number;
}

/**
 * The bet history of a period and game, page by page ("load more" appends). A change of filter starts again
 * at page 1; an answer for a filter no longer shown is dropped, so a slow first page never lands under a
 * newer filter. Failures are logged by the API client (`LOAD_GAMES_HISTORY_ERROR`) and shown with a retry.
 */
export function useBetHistory(api: ProfileApi, bounds: PeriodBounds, game: string | null): BetHistoryView {
  const key = filterKey(bounds, game);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [status, setStatus] = useState<BetHistoryView['status']>('loading');
  const [attempt, setAttempt] = useState(0);
  const current = useRef(key);
  current.current = key;

  useEffect(() => {
    let live = true;
    setStatus('loading');
    api.gamesHistory(queryOf(key, 1)).then(
      (page) => {
        if (!live) return;
        setLoaded({ key, entries: page.data, totals: page.totals, total: page.total_count, page: 1 });
        setStatus('ready');
      },
      () => live && setStatus('failed'),
    );
    return () => {
      live = false;
    };
  }, [api, key, attempt]);

  const loadMore = useCallback(() => {
    if (!loaded || loaded.key !== key || status === 'more') return;
    setStatus('more');
    const next = loaded.page + 1;
    api.gamesHistory(queryOf(key, next)).then(
      (page) => {
        if (current.current !== key) return;
        // Rounds settled meanwhile shift the pages: a round already shown is not shown twice.
        const seen = new Set(loaded.entries.map((e) => e.bet_id));
        setLoaded({ key, entries: [...loaded.entries, ...page.data.filter((e) => !seen.has(e.bet_id))], totals: page.totals, total: page.total_count, page: next });
        setStatus('ready');
      },
      () => current.current === key && setStatus('more-failed'),
    );
  }, [api, key, loaded, status]);

  const retry = useCallback(() => (status === 'more-failed' ? loadMore() : setAttempt((n) => n + 1)), [status, loadMore]);
  const shown = loaded?.key === key ? loaded : null;
  return { status: shown || status === 'failed' ? status : 'loading', entries: shown?.entries ?? [], totals: shown?.totals ?? [], total: shown?.total ?? 0, loadMore, retry };
}

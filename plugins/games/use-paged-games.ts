import { useCallback, useEffect, useRef, useState } from 'react';
import { usePluginState, useRuntime } from '@core/index';
import type { Game, GamesFilterRequest } from '@schemas/wire/games';
import { loadHiddenProviders, visibleGames } from './catalogue-config';
import { currentDevice } from './device';
import { gamesApiState } from './api';

export interface PagedGames {
  games: Game[];
  total: number | null;
  loading: boolean;
  failed: boolean;
  complete: boolean;
  loadMore: () => void;
}

type Query = Pick<GamesFilterRequest, 'filter'> & { sort?: GamesFilterRequest['sort'] };

/**
 * Pages of `POST /api/games_filter` for one list, appended as the player scrolls. `query === null` waits
 * (the page size or filter is not known yet). Games of hidden providers are dropped (spec §6).
 */
export function usePagedGames(query: Query | null, pageSize: number, initialPages = 1): PagedGames {
  const runtime = useRuntime();
  const api = usePluginState(gamesApiState);
  const key = query ? JSON.stringify([query, pageSize]) : null;
  const [state, setState] = useState({ key, games: [] as Game[], total: null as number | null, nextPage: 1 as number | null, loading: false, failed: false });
  const inFlight = useRef<string | null>(null);
  const current = state.key === key ? state : { key, games: [], total: null, nextPage: 1, loading: false, failed: false };

  const load = useCallback(
    async (page: number, pages: number) => {
      if (!query || inFlight.current === `${key}:${page}`) return;
      inFlight.current = `${key}:${page}`;
      setState((s) => ({ ...(s.key === key ? s : { key, games: [], total: null, nextPage: 1, failed: false }), loading: true }));
      try {
        const hidden = await loadHiddenProviders(runtime);
        const device = currentDevice();
        const answers = await Promise.all(
          Array.from({ length: pages }, (_, i) => api.filter({ device, page: page + i, page_size: pageSize, filter: query.filter, sort: query.sort })),
        );
        const last = answers.at(-1)!;
        setState((s) => {
          const base = s.key === key ? s.games : [];
          const seen = new Set(base.map((g) => g.identifier));
          const added = visibleGames(answers.flatMap((a) => a.data), hidden).filter((g) => !seen.has(g.identifier));
          return { key, games: [...base, ...added], total: last.pagination.total_count, nextPage: last.pagination.next_page, loading: false, failed: false };
        });
      } catch {
        setState((s) => ({ ...s, key, loading: false, failed: true }));
      } finally {
        inFlight.current = null;
      }
    },
    // `key` stands for `query` and `pageSize`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, api, runtime],
  );

  useEffect(() => {
    if (key) void load(1, Math.max(1, initialPages));
  }, [key, load, initialPages]);

  const loadMore = useCallback(() => {
    if (!current.loading && !current.failed && current.nextPage !== null && current.games.length > 0) void load(current.nextPage, 1);
  }, [current.loading, current.failed, current.nextPage, current.games.length, load]);

  return {
    games: current.games,
    total: current.total,
    loading: current.loading || (key !== null && current.total === null && !current.failed),
    failed: current.failed,
    complete: current.nextPage === null,
    loadMore,
  };
}

import { useCallback, useMemo, useRef, useState } from 'react';
import { useLoaded, usePluginState, useRuntime, type PluginRuntime } from '@core/index';
import type { Game, GamesFilterRequest } from '@schemas/wire/games';
import { loadHiddenProviders, visibleGames } from './catalogue-config';
import { gamesApiState, type GamesApi } from './api';
import { forDrawnPage } from './drawn-games';

export interface PagedGames {
  games: Game[];
  total: number | null;
  loading: boolean;
  failed: boolean;
  complete: boolean;
  loadMore: () => void;
}

export type PagedQuery = Pick<GamesFilterRequest, 'filter'> & { sort?: GamesFilterRequest['sort'] };

/** What one load of consecutive pages gives: the visible games, the list's total and the page after them. */
interface Pages {
  games: Game[];
  total: number;
  nextPage: number | null;
}

/** `pages` pages of the list from `page` on, asked at once; games of hidden providers dropped (spec §6). */
async function loadPages(runtime: PluginRuntime, api: GamesApi, query: PagedQuery, pageSize: number, page: number, pages: number): Promise<Pages> {
  const [hidden, answers] = await Promise.all([
    loadHiddenProviders(runtime),
    Promise.all(
      Array.from({ length: pages }, (_, i) =>
        api.filter({ device: runtime.device, page: page + i, page_size: pageSize, filter: query.filter, ...(query.sort ? { sort: query.sort } : {}) }),
      ),
    ),
  ]);
  const last = answers.at(-1)!;
  return { games: forDrawnPage(runtime, visibleGames(answers.flatMap((a) => a.data), hidden)), total: last.pagination.total_count, nextPage: last.pagination.next_page };
}

const EMPTY_MORE = { games: [] as Game[], total: null as number | null, nextPage: null as number | null, loading: false, failed: false };

/**
 * Pages of `POST /api/games_filter` for one list. The first `initialPages` pages are read while rendering
 * (`useLoaded`: the component suspends until they are there, a server-rendered page carries them in its HTML, a
 * platform failure reaches the caller's error boundary); the pages after them are appended in the browser as the
 * player scrolls (`loadMore`), as before. Games of hidden providers are dropped (spec §6).
 */
export function usePagedGames(query: PagedQuery, pageSize: number, initialPages = 1): PagedGames {
  const runtime = useRuntime();
  const api = usePluginState(gamesApiState);
  const pages = Math.max(1, initialPages);
  // Every input of the first load: the filter and sort, the page size and count, and the device's builds.
  const key = JSON.stringify([query, pageSize, pages]);
  const first = useLoaded(`games:list:${runtime.device}:${key}`, () => loadPages(runtime, api, query, pageSize, 1, pages));

  // Pages after the first ones, for this list only (a new `key` starts from the first pages again).
  const [more, setMore] = useState({ key, ...EMPTY_MORE });
  const current = more.key === key ? more : { key, ...EMPTY_MORE };
  const inFlight = useRef<string | null>(null);
  const nextPage = current.games.length > 0 || current.total !== null ? current.nextPage : first.nextPage;

  const load = useCallback(
    async (page: number) => {
      if (inFlight.current === `${key}:${page}`) return;
      inFlight.current = `${key}:${page}`;
      setMore((s) => ({ ...(s.key === key ? s : { key, ...EMPTY_MORE }), loading: true }));
      try {
        const answer = await loadPages(runtime, api, query, pageSize, page, 1);
        setMore((s) => {
          const base = s.key === key ? s.games : [];
          return { key, games: [...base, ...answer.games], total: answer.total, nextPage: answer.nextPage, loading: false, failed: false };
        });
      } catch {
        setMore((s) => ({ ...(s.key === key ? s : { key, ...EMPTY_MORE }), loading: false, failed: true }));
      } finally {
        inFlight.current = null;
      }
    },
    // `key` stands for `query` and `pageSize`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, api, runtime],
  );

  const games = useMergedGames(first.games, current.games);
  const loadMore = useCallback(() => {
    if (!current.loading && !current.failed && nextPage !== null && games.length > 0) void load(nextPage);
  }, [current.loading, current.failed, nextPage, games.length, load]);

  return {
    games,
    total: current.total ?? first.total,
    loading: current.loading,
    failed: current.failed,
    complete: nextPage === null,
    loadMore,
  };
}

/** The first pages and the appended ones as one list, each game once (a list can shift between two page reads). */
function useMergedGames(first: Game[], added: Game[]): Game[] {
  return useMemo(() => {
    if (added.length === 0) return first;
    const seen = new Set(first.map((g) => g.identifier));
    return [...first, ...added.filter((g) => !seen.has(g.identifier) && Boolean(seen.add(g.identifier)))];
  }, [first, added]);
}

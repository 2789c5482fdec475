import * as z from 'zod/mini';
import { ApiError, definePluginState, type PluginRuntime } from '@core/index';
import { cmsSnippetSchema } from '@schemas/wire/cms';
import { gameSchema, gamesFilterEnvelopeSchema, type Device, type Game, type Pagination } from '@schemas/wire/games';
import { lotterySchema, lotteryStatusSchema, tournamentSchema, tournamentStatusSchema } from '@schemas/wire/promotions';
import { tournamentsManifest } from './manifest';

/** The answer of a write whose body the client does not read. */
const anyAnswer = z.unknown();

/**
 * Tournament and lottery calls (spec part 2 §7), every answer read with the wire schemas of
 * `schemas/wire/promotions.ts`, lists item by item: one odd tournament is dropped and logged, not the page.
 */
export function createTournamentsApi(runtime: PluginRuntime) {
  const { http } = runtime;
  const list = (path: string, code: string) => http.requestList({ path, item: tournamentSchema, code });
  return {
    tournaments: () => list('/api/tournaments', 'LOAD_TOURNAMENTS'),
    recent: () => list('/api/tournaments/recent', 'LOAD_RECENT_TOURNAMENTS'),
    mine: () => list('/api/tournaments/player', 'LOAD_PLAYER_TOURNAMENTS'),
    /** By id; platforms that also answer a slug here let a tournament missing from the lists still open. */
    tournament: (idOrSlug: string) =>
      http.request({ path: `/api/tournaments/${encodeURIComponent(idOrSlug)}`, schema: tournamentSchema, code: 'LOAD_TOURNAMENT' }),
    /** The player's standing; `null` when the platform has none for them (404). */
    async status(id: string) {
      try {
        return await http.request({ path: `/api/tournaments/${encodeURIComponent(id)}/status`, schema: tournamentStatusSchema, code: 'LOAD_TOURNAMENT_STATUS' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    /** Joins; the reference platform answers the new standing, other platforms may answer anything (`null` then). */
    async confirm(id: string) {
      const answer = await http.request({ method: 'post', path: `/api/tournaments/${encodeURIComponent(id)}/confirm`, json: { confirmed: true }, schema: anyAnswer, code: 'CONFIRM_TOURNAMENT' });
      const status = z.safeParse(tournamentStatusSchema, answer);
      return status.success ? status.data : null;
    },
    lotteries: () => http.requestList({ path: '/api/lotteries', item: lotterySchema, code: 'LOAD_LOTTERIES' }),
    lottery: (slug: string) => http.request({ path: `/api/lotteries/${encodeURIComponent(slug)}`, schema: lotterySchema, code: 'LOAD_LOTTERY' }),
    lotteryStatuses: () => http.requestList({ path: '/api/lotteries/statuses', item: lotteryStatusSchema, code: 'LOAD_LOTTERY_STATUSES' }),
    async lotteryStatus(id: string) {
      try {
        return await http.request({ path: `/api/lotteries/${encodeURIComponent(id)}/status`, schema: lotteryStatusSchema, code: 'LOAD_LOTTERY_STATUS' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    /** Games by identifier (`POST /api/games_filter/select`, a map keyed by identifier), in the order asked. */
    async games(identifiers: readonly string[], device: Device): Promise<Game[]> {
      if (identifiers.length === 0) return [];
      const found = await http.requestRecord({
        method: 'post',
        path: '/api/games_filter/select',
        json: { game_ids: identifiers.slice(0, 500), device },
        item: gameSchema,
        code: 'LOAD_TOURNAMENT_GAMES',
      });
      const byIdentifier = new Map(Object.values(found).map((game) => [game.identifier, game]));
      return identifiers.flatMap((id) => byIdentifier.get(id) ?? []);
    },
    /**
     * One page of games (`POST /api/games_filter`): a studio race's games (`filter.providers`), or for a race on
     * every game the operator's top picks (`filter.categories: top`).
     */
    async filterGames(filter: { providers: readonly string[] } | { category: string }, page: number, pageSize: number, device: Device): Promise<{ data: Game[]; pagination: Pagination }> {
      const path = '/api/games_filter';
      const code = 'LOAD_TOURNAMENT_GAMES';
      const json = {
        device,
        page,
        page_size: pageSize,
        filter: 'providers' in filter ? { providers: [...filter.providers] } : { categories: { identifiers: [filter.category], strategy: 'OR' } },
      };
      const answer = await http.request({ method: 'post', path, json, schema: gamesFilterEnvelopeSchema, code });
      return { data: http.parseItems(answer.data, gameSchema, code, path), pagination: answer.pagination };
    },
    snippets: (locale: string) => http.requestList({ path: '/api/cms/snippets', searchParams: { l: locale }, item: cmsSnippetSchema, code: 'LOAD_TOURNAMENT_TERMS' }),
  };
}
export type TournamentsApi = ReturnType<typeof createTournamentsApi>;

/** Built on first use by the lazy pages and actions, so the wire schemas load with them, not with the entry (DESIGN §3). */
export const tournamentsApiState = definePluginState(tournamentsManifest, ({ runtime }) => createTournamentsApi(runtime), { lifetime: 'runtime' });

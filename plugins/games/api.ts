import { definePluginState, type PluginRuntime } from '@core/index';
import { loadPlayedGames } from '@core/api/played-games';
import {
  FAVORITES_V1_MEDIA_TYPE,
  FAVORITES_V2_MEDIA_TYPE,
  favoriteIdsResponseSchema,
  gameCollectionSchema,
  gameProviderSchema,
  gameSchema,
  gamesFilterEnvelopeSchema,
  randomGameResponseSchema,
  type Device,
  type GamesFilterRequest,
  type GamesFilterResponse,
} from '@schemas/wire/games';
import { gamesManifest } from './manifest';

/**
 * Platform calls of the catalogue; every answer is parsed with its wire schema (DESIGN §5), lists item by
 * item so one odd game or provider is dropped and logged, not the whole list.
 */
export function createGamesApi(runtime: PluginRuntime) {
  const { http } = runtime;
  return {
    async filter(json: Partial<GamesFilterRequest>, code = 'LOAD_GAMES'): Promise<GamesFilterResponse> {
      const path = '/api/games_filter';
      const page = await http.request({ method: 'post', path, json, schema: gamesFilterEnvelopeSchema, code, read: true });
      return { data: http.parseItems(page.data, gameSchema, code, path), pagination: page.pagination };
    },
    collections: () => http.requestList({ path: '/api/games/collections', item: gameCollectionSchema, code: 'LOAD_COLLECTIONS' }),
    providers: () => http.requestList({ path: '/api/games/providers', item: gameProviderSchema, code: 'LOAD_PROVIDERS' }),
    // Retries are ours (spec §8: up to 10 for an allowed provider), so each attempt logs nothing by itself.
    random: (device: Device) =>
      http.request({ path: '/api/games/random', searchParams: { device }, schema: randomGameResponseSchema, code: 'LOAD_RANDOM_GAME_ATTEMPT' }),
    favoriteIds: () =>
      http.request({ path: '/api/player/favorite_games', accept: FAVORITES_V1_MEDIA_TYPE, schema: favoriteIdsResponseSchema, code: 'LOAD_FAVORITE_IDS' }),
    favoriteGames: () =>
      http.requestList({ path: '/api/player/favorite_games', accept: FAVORITES_V2_MEDIA_TYPE, item: gameSchema, code: 'LOAD_FAVORITE_GAMES' }),
    setFavorite: (id: number, on: boolean) =>
      http.request({
        method: on ? 'put' : 'delete',
        path: `/api/player/favorite_games/${id}`,
        accept: FAVORITES_V1_MEDIA_TYPE,
        schema: favoriteIdsResponseSchema,
        code: on ? 'ADD_FAVORITE_GAME' : 'REMOVE_FAVORITE_GAME',
      }),
    /** The family sends identifiers only; the games come from `select` for this device (core/api/played-games.ts). */
    playedGames: () => loadPlayedGames(http, runtime.device),
  };
}
export type GamesApi = ReturnType<typeof createGamesApi>;

/**
 * Built on first use by the lazy pages, rows and actions that call it, so the wire schemas load with them
 * (DESIGN §3); the catalogue is everyone's, so it outlives a logout.
 */
export const gamesApiState = definePluginState(gamesManifest, ({ runtime }) => createGamesApi(runtime), { lifetime: 'runtime' });

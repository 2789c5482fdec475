import { lazyService, type Runtime } from '@core/index';
import {
  FAVORITES_V1_MEDIA_TYPE,
  FAVORITES_V2_MEDIA_TYPE,
  favoriteGamesResponseSchema,
  favoriteIdsResponseSchema,
  gameCollectionsResponseSchema,
  gameProvidersResponseSchema,
  gamesFilterResponseSchema,
  playedGamesResponseSchema,
  randomGameResponseSchema,
  type Device,
  type GamesFilterRequest,
} from '@schemas/wire/games';

/** Platform calls of the catalogue; every answer is parsed with its wire schema (DESIGN §5). */
export function createGamesApi(runtime: Runtime) {
  const { http } = runtime;
  return {
    filter: (json: Partial<GamesFilterRequest>, code = 'LOAD_GAMES') =>
      http.request({ method: 'post', path: '/api/games_filter', json, schema: gamesFilterResponseSchema, code }),
    collections: () => http.request({ path: '/api/games/collections', schema: gameCollectionsResponseSchema, code: 'LOAD_COLLECTIONS' }),
    providers: () => http.request({ path: '/api/games/providers', schema: gameProvidersResponseSchema, code: 'LOAD_PROVIDERS' }),
    // Retries are ours (spec §8: up to 10 for an allowed provider), so each attempt logs nothing by itself.
    random: (device: Device) =>
      http.request({ path: '/api/games/random', searchParams: { device }, schema: randomGameResponseSchema, code: 'LOAD_RANDOM_GAME_ATTEMPT' }),
    favoriteIds: () =>
      http.request({ path: '/api/player/favorite_games', accept: FAVORITES_V1_MEDIA_TYPE, schema: favoriteIdsResponseSchema, code: 'LOAD_FAVORITE_IDS' }),
    favoriteGames: () =>
      http.request({ path: '/api/player/favorite_games', accept: FAVORITES_V2_MEDIA_TYPE, schema: favoriteGamesResponseSchema, code: 'LOAD_FAVORITE_GAMES' }),
    setFavorite: (id: number, on: boolean) =>
      http.request({
        method: on ? 'put' : 'delete',
        path: `/api/player/favorite_games/${id}`,
        accept: FAVORITES_V1_MEDIA_TYPE,
        schema: favoriteIdsResponseSchema,
        code: on ? 'ADD_FAVORITE_GAME' : 'REMOVE_FAVORITE_GAME',
      }),
    playedGames: () => http.request({ path: '/api/player/played_games', schema: playedGamesResponseSchema, code: 'LOAD_PLAYED_GAMES' }),
  };
}
export type GamesApi = ReturnType<typeof createGamesApi>;

/** Built on first use by the lazy pages, rows and actions that call it, so the wire schemas load with them (DESIGN §3). */
export const gamesApiOf = lazyService(createGamesApi);

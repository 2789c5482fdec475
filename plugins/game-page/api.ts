import { lazyService, type Runtime } from '@core/index';
import { gameSessionResponseSchema, type GameSessionRequest } from '@schemas/wire/game-session';
import { gameSchema, playedGamesResponseSchema } from '@schemas/wire/games';
import { playerFieldsInfoSchema } from '@schemas/wire/info';
import { userLimitsSchema } from '@schemas/wire/limits';

const gamePath = (provider: string, slug: string) => `/api/games/${encodeURIComponent(provider)}/${encodeURIComponent(slug)}`;

/** Calls of the game route, each parsed with its wire schema. */
export function createGamePageApi(runtime: Runtime) {
  const { http } = runtime;
  return {
    game: (provider: string, slug: string) => http.request({ path: gamePath(provider, slug), schema: gameSchema, code: 'LOAD_GAME' }),
    startSession: (provider: string, slug: string, json: GameSessionRequest) =>
      http.request({ method: 'post', path: `${gamePath(provider, slug)}/session`, json, schema: gameSessionResponseSchema, code: 'START_GAME_SESSION' }),
    limits: () => http.request({ path: '/api/user_limits', schema: userLimitsSchema, code: 'LOAD_LIMITS' }),
    fieldsInfo: () =>
      http.request({ path: '/api/info/player_fields', searchParams: { context: 'game_provider' }, schema: playerFieldsInfoSchema, code: 'LOAD_FIELDS_INFO' }),
    recordPlayed: (gameId: string) =>
      http.request({ method: 'post', path: '/api/player/played_games', json: { game_id: gameId }, schema: playedGamesResponseSchema, code: 'RECORD_PLAYED_GAME' }),
  };
}
export type GamePageApi = ReturnType<typeof createGamePageApi>;

/** Built on first use by the game route, so the wire schemas load with the page, not with the entry (DESIGN §3). */
export const gamePageApiOf = lazyService(createGamePageApi);

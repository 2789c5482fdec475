import { definePluginState, type PluginRuntime } from '@core/index';
import { gameSessionResponseSchema, type GameSessionRequest } from '@schemas/wire/game-session';
import { gameSchema, playedGameSchema } from '@schemas/wire/games';
import { playerFieldsInfoSchema } from '@schemas/wire/info';
import { userLimitSchema } from '@schemas/wire/limits';
import { gamePageManifest } from './manifest';

const gamePath = (provider: string, slug: string) => `/api/games/${encodeURIComponent(provider)}/${encodeURIComponent(slug)}`;

/** Calls of the game route, each parsed with its wire schema. */
export function createGamePageApi(runtime: PluginRuntime) {
  const { http } = runtime;
  return {
    game: (provider: string, slug: string) => http.request({ path: gamePath(provider, slug), schema: gameSchema, code: 'LOAD_GAME' }),
    startSession: (provider: string, slug: string, json: GameSessionRequest) =>
      http.request({ method: 'post', path: `${gamePath(provider, slug)}/session`, json, schema: gameSessionResponseSchema, code: 'START_GAME_SESSION' }),
    limits: () => http.requestList({ path: '/api/user_limits', item: userLimitSchema, code: 'LOAD_LIMITS' }),
    fieldsInfo: () =>
      http.request({ path: '/api/info/player_fields', searchParams: { context: 'game_provider' }, schema: playerFieldsInfoSchema, code: 'LOAD_FIELDS_INFO' }),
    recordPlayed: (gameId: string) =>
      http.requestList({ method: 'post', path: '/api/player/played_games', json: { game_id: gameId }, item: playedGameSchema, code: 'RECORD_PLAYED_GAME' }),
  };
}
export type GamePageApi = ReturnType<typeof createGamePageApi>;

/** Built on first use by the game route, so the wire schemas load with the page, not with the entry (DESIGN §3). */
export const gamePageApiState = definePluginState(gamePageManifest, ({ runtime }) => createGamePageApi(runtime), { lifetime: 'runtime' });

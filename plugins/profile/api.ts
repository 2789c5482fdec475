import * as z from 'zod/mini';
import type { Runtime } from '@core/index';
import { authProvidersInfoSchema, connectedAuthProvidersSchema } from '@schemas/wire/auth';
import { playedGamesResponseSchema } from '@schemas/wire/games';
import { countriesInfoSchema, playerFieldsInfoSchema, type PlayerFieldContext } from '@schemas/wire/info';
import { userLimitSchema, userLimitsSchema, type CreateLimitRequest } from '@schemas/wire/limits';
import { playerSchema, type PlayerUpdateRequest } from '@schemas/wire/player';

const empty = z.unknown();

/** Every call of the profile (spec part 1 §7); `l` words the platform's 422 messages in the site's language. */
export function profileApi(runtime: Runtime) {
  const http = runtime.http;
  const l = () => ({ l: runtime.locale.current });
  return {
    playerFields: (context: PlayerFieldContext) =>
      http.request({ path: '/api/info/player_fields', searchParams: { context }, schema: playerFieldsInfoSchema, code: 'LOAD_PLAYER_FIELDS' }),
    countries: () => http.request({ path: '/api/info/countries', schema: countriesInfoSchema, code: 'LOAD_COUNTRIES' }),
    updatePlayer: (context: PlayerFieldContext, player: PlayerUpdateRequest['player']) =>
      http.request({ method: 'patch', path: '/api/player', json: { context, player }, schema: playerSchema, code: 'UPDATE_PLAYER', searchParams: l() }),
    limits: () => http.request({ path: '/api/user_limits', schema: userLimitsSchema, code: 'LOAD_LIMITS' }),
    createLimit: (limit: CreateLimitRequest) =>
      http.request({ method: 'post', path: '/api/user_limits', json: limit, schema: userLimitSchema, code: 'CREATE_LIMIT', searchParams: l() }),
    deleteLimit: (id: number) =>
      http.request({ method: 'delete', path: `/api/user_limits/${id}`, schema: z.union([userLimitSchema, z.undefined()]), code: 'DELETE_LIMIT', searchParams: l() }),
    confirmLimit: (token: string) =>
      http.request({ method: 'post', path: '/api/user_limits/confirm', json: { token }, schema: userLimitSchema, code: 'CONFIRM_LIMIT', searchParams: l() }),
    changePassword: (user: { current_password: string; password: string; password_confirmation: string }) =>
      http.request({ method: 'post', path: '/api/users/change_password', json: { user }, schema: z.object({ password_changed: z.literal(true) }), code: 'CHANGE_PASSWORD', searchParams: l() }),
    setTwoFactor: (enable: boolean, password: string) =>
      http.request({ method: 'post', path: '/api/player/two_factor', json: { enable, password }, schema: playerSchema, code: 'TWO_FACTOR', searchParams: l() }),
    authProviders: () => http.request({ path: '/api/info/auth_providers', schema: authProvidersInfoSchema, code: 'LOAD_AUTH_PROVIDERS' }),
    connectedProviders: () => http.request({ path: '/api/auth_providers', schema: connectedAuthProvidersSchema, code: 'LOAD_CONNECTED_PROVIDERS' }),
    disconnectProvider: (id: number) => http.request({ method: 'delete', path: `/api/auth_providers/${id}`, schema: empty, code: 'DELETE_AUTH_PROVIDER' }),
    playedGames: () => http.request({ path: '/api/player/played_games', schema: playedGamesResponseSchema, code: 'LOAD_PLAYED_GAMES' }),
  };
}

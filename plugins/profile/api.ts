import * as z from 'zod/mini';
import { definePluginState, type PluginRuntime } from '@core/index';
import { loadPlayedGames } from '@core/api/played-games';
import { currentDevice } from '@core/ui/current-device';
import { authProviderInfoSchema, connectedAuthProviderSchema } from '@schemas/wire/auth';
import { countryInfoSchema, playerFieldsInfoSchema, type PlayerFieldContext } from '@schemas/wire/info';
import { userLimitSchema, type CreateLimitRequest } from '@schemas/wire/limits';
import { playerSchema, type PlayerUpdateRequest } from '@schemas/wire/player';
import { profileManifest } from './manifest';

const empty = z.unknown();

/** Every call of the profile (spec part 1 §7); `l` words the platform's 422 messages in the site's language. */
export function createProfileApi(runtime: PluginRuntime) {
  const http = runtime.http;
  const l = () => ({ l: runtime.locale.current });
  return {
    playerFields: (context: PlayerFieldContext) =>
      http.request({ path: '/api/info/player_fields', searchParams: { context }, schema: playerFieldsInfoSchema, code: 'LOAD_PLAYER_FIELDS' }),
    countries: () => http.requestList({ path: '/api/info/countries', item: countryInfoSchema, code: 'LOAD_COUNTRIES' }),
    updatePlayer: (context: PlayerFieldContext, player: PlayerUpdateRequest['player']) =>
      http.request({ method: 'patch', path: '/api/player', json: { context, player }, schema: playerSchema, code: 'UPDATE_PLAYER', searchParams: l() }),
    limits: () => http.requestList({ path: '/api/user_limits', item: userLimitSchema, code: 'LOAD_LIMITS' }),
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
    authProviders: () => http.requestList({ path: '/api/info/auth_providers', item: authProviderInfoSchema, code: 'LOAD_AUTH_PROVIDERS' }),
    connectedProviders: () => http.requestList({ path: '/api/auth_providers', item: connectedAuthProviderSchema, code: 'LOAD_CONNECTED_PROVIDERS' }),
    disconnectProvider: (id: number) => http.request({ method: 'delete', path: `/api/auth_providers/${id}`, schema: empty, code: 'DELETE_AUTH_PROVIDER' }),
    /** The family sends identifiers only; the games come from `select` for this device (core/api/played-games.ts). */
    playedGames: () => loadPlayedGames(http, currentDevice()),
  };
}
export type ProfileApi = ReturnType<typeof createProfileApi>;

/** Built on first use by the profile's pages, modals and login rules, so the wire schemas load with them. */
export const profileApiState = definePluginState(profileManifest, ({ runtime }) => createProfileApi(runtime), { lifetime: 'runtime' });

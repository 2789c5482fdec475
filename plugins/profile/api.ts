import * as z from 'zod/mini';
import { definePluginState, type PluginRuntime } from '@core/index';
import { loadPlayedGames } from '@core/api/played-games';
import { authProviderInfoSchema, connectedAuthProviderSchema } from '@schemas/wire/auth';
import { betDetailSchema, betHistoryEntrySchema, betHistoryPageSchema, type BetHistoryEntry, type BetHistoryTotals } from '@schemas/wire/game-history';
import { gameSchema, gamesFilterEnvelopeSchema, type Game } from '@schemas/wire/games';
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
    playedGames: () => loadPlayedGames(http, runtime.device),
    /** One page of the bet history with the totals of the whole filtered period; rounds read one by one. */
    async gamesHistory(query: Record<string, string | number>): Promise<BetHistoryPage> {
      const path = '/api/player/games_history';
      const page = await http.request({ path, searchParams: query, schema: betHistoryPageSchema, code: 'LOAD_GAMES_HISTORY' });
      return { ...page, data: http.parseItems(page.data, betHistoryEntrySchema, 'LOAD_GAMES_HISTORY', path) };
    },
    /** One round with what it showed (reels, cards, the number). */
    betDetail: (betId: string) =>
      http.request({ path: `/api/player/games_history/${encodeURIComponent(betId)}`, schema: betDetailSchema, code: 'LOAD_GAME_ROUND' }),
    /** Games whose title holds `title`, for the history's game filter (the same call as the catalogue's search). */
    async searchGames(title: string): Promise<Game[]> {
      const path = '/api/games_filter';
      const json = { device: runtime.device, page: 1, page_size: 8, filter: { title } };
      const page = await http.request({ method: 'post', path, json, schema: gamesFilterEnvelopeSchema, code: 'SEARCH_HISTORY_GAMES' });
      return http.parseItems(page.data, gameSchema, 'SEARCH_HISTORY_GAMES', path);
    },
  };
}

export interface BetHistoryPage {
  data: BetHistoryEntry[];
  page: number;
  per_page: number;
  total_count: number;
  totals: BetHistoryTotals[];
}
export type ProfileApi = ReturnType<typeof createProfileApi>;

/** Built on first use by the profile's pages, modals and login rules, so the wire schemas load with them. */
export const profileApiState = definePluginState(profileManifest, ({ runtime }) => createProfileApi(runtime), { lifetime: 'runtime' });

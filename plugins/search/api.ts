import { definePluginState, type PluginRuntime } from '@core/index';
import { providersHiddenFrom } from '@schemas/feconfig/provider-visibility';
import { gameSchema, gamesFilterEnvelopeSchema, type Device, type Game } from '@schemas/wire/games';
import { searchManifest } from './manifest';

/** Search calls; games of providers hidden for the visitor are dropped (spec §7: "filtered by disabled providers"). */
export function createSearchApi(runtime: PluginRuntime) {
  const visible = async (games: Game[]) => {
    const viewer = { country: runtime.country, seesAll: runtime.flags.state.values.enableAllProviders, userAgent: runtime.userAgent };
    const hidden = providersHiddenFrom(await runtime.feConfig('providers-config'), viewer);
    return games.filter((g) => !hidden.has(g.provider));
  };
  return {
    async search(title: string, device: Device, limit: number) {
      const answer = await runtime.http.request({
        method: 'post',
        path: '/api/games_filter',
        json: { device, page: 1, page_size: limit, filter: { title } },
        schema: gamesFilterEnvelopeSchema,
        code: 'LOAD_FOUND_GAMES',
      });
      return visible(runtime.http.parseItems(answer.data, gameSchema, 'LOAD_FOUND_GAMES', '/api/games_filter'));
    },
    async recommended(collection: string, device: Device, limit: number) {
      const answer = await runtime.http.request({
        method: 'post',
        path: '/api/games_filter',
        json: { device, page: 1, page_size: limit, filter: { categories: { identifiers: [collection], strategy: 'OR' } } },
        schema: gamesFilterEnvelopeSchema,
        code: 'LOAD_RECOMMENDED_GAMES',
      });
      return visible(runtime.http.parseItems(answer.data, gameSchema, 'LOAD_RECOMMENDED_GAMES', '/api/games_filter'));
    },
  };
}
export type SearchApi = ReturnType<typeof createSearchApi>;

/** Built on first use by the search panel, so the wire schemas load with it, not with the header button (DESIGN §3). */
export const searchApiState = definePluginState(searchManifest, ({ runtime }) => createSearchApi(runtime), { lifetime: 'runtime' });

import * as z from 'zod/mini';
import { definePluginState, type PluginRuntime } from '@core/index';
import { gameProviderSchema } from '@schemas/wire/games';
import { asBannersConfig } from './banners';
import { lobbyManifest } from './manifest';

const feConfigDocument = z.unknown();

/**
 * Lobby calls. `banners-config` is localised: the locale travels in a header (spec §7) and in `?l=` too, so the
 * host's first-paint preload (manifest) has the locale in its URL: a preloaded answer is matched by URL only,
 * and without it `/de` was served the English banners preloaded for no locale.
 */
export function createLobbyApi(runtime: PluginRuntime) {
  return {
    async banners(locale: string) {
      const doc = await runtime.http.request({ path: '/api/fe/config/banners-config', searchParams: { l: locale }, headers: { locale }, schema: feConfigDocument, code: 'LOAD_BANNERS' });
      return asBannersConfig(doc);
    },
    providers: () => runtime.http.requestList({ path: '/api/games/providers', item: gameProviderSchema, code: 'LOAD_PROVIDERS' }),
  };
}
export type LobbyApi = ReturnType<typeof createLobbyApi>;

/** Built on first use by the lobby components that call it, so the wire schemas load with them (DESIGN §3). */
export const lobbyApiState = definePluginState(lobbyManifest, ({ runtime }) => createLobbyApi(runtime), { lifetime: 'runtime' });

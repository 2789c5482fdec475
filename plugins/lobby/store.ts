import { proxy, ref } from 'valtio';
import type { BannersConfig } from '@schemas/feconfig/banners-config.schema';
import type { GameProvider } from '@schemas/wire/games';

interface LobbyState {
  /** Banners per locale, kept for the session so returning to the lobby does not refetch. */
  banners: Record<string, BannersConfig | null>;
  providers: GameProvider[] | null;
}

/** One per session (`lobbyState`, DESIGN §4). Banners depend on login state only through client-side filtering, but are dropped on logout anyway. */
export function createLobbyStore() {
  const state = proxy<LobbyState>({ banners: {}, providers: null });
  return {
    state,
    setBanners(locale: string, config: BannersConfig | null) {
      state.banners[locale] = config ? ref(config) : null;
    },
    setProviders(list: GameProvider[]) {
      state.providers = ref(list);
    },
  };
}
export type LobbyStore = ReturnType<typeof createLobbyStore>;

import ky from 'ky';
import { proxy } from 'valtio';
import type { Tile } from './tile';

/** A store per app instance (as in the app, never a module-level singleton), filled by one ky request. */
export function createLobbyStore() {
  const state = proxy({ tiles: [] as Tile[], loaded: false });
  const load = async () => {
    state.tiles = await ky.get('/tiles.json').json<Tile[]>();
    state.loaded = true;
  };
  return { state, load };
}

export type LobbyStore = ReturnType<typeof createLobbyStore>;

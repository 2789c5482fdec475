import { proxy } from 'valtio';
import type { Game } from '@schemas/wire/games';

export interface GamesState {
  /** The player's favourite ids in their currency (`null`: not loaded, or a guest). */
  favoriteIds: number[] | null;
  /** Game identifiers whose favourite toggle is in flight: the double-tap guard. */
  pending: string[];
  recent: Game[] | null;
}

/** One per runtime, made in setup (DESIGN §4); `reset` runs on logout. */
export function createGamesStore() {
  const state = proxy<GamesState>({ favoriteIds: null, pending: [], recent: null });
  return {
    state,
    reset() {
      state.favoriteIds = null;
      state.pending = [];
      state.recent = null;
    },
  };
}
export type GamesStore = ReturnType<typeof createGamesStore>;

import { proxy } from 'valtio';
import type { Game } from '@schemas/wire/games';

export interface GamesState {
  /** The player's favourite ids in their currency (`null`: not loaded, or a guest). */
  favoriteIds: number[] | null;
  /** Game identifiers whose favourite toggle is in flight: the double-tap guard. */
  pending: string[];
  recent: Game[] | null;
}

/** One per session (`gamesState`, DESIGN §4): logout drops it, so nothing of one player reaches the next. */
export function createGamesStore() {
  const state = proxy<GamesState>({ favoriteIds: null, pending: [], recent: null });
  return { state };
}
export type GamesStore = ReturnType<typeof createGamesStore>;

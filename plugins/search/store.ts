import { proxy, ref } from 'valtio';
import type { Game } from '@schemas/wire/games';

interface SearchState {
  /** The last query, kept while the popup is reopened within a session. */
  query: string;
  recommended: Game[] | null;
}

/** One per session (`searchState`, DESIGN §4): the query is the player's, so logout drops it. */
export function createSearchStore() {
  const state = proxy<SearchState>({ query: '', recommended: null });
  return {
    state,
    setRecommended(games: Game[]) {
      state.recommended = ref(games);
    },
  };
}
export type SearchStore = ReturnType<typeof createSearchStore>;

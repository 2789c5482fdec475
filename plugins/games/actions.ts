import { activeAccount, lazyService, type Runtime } from '@core/index';
import type { Game } from '@schemas/wire/games';
import { gamesApiOf, type GamesApi } from './api';
import { loadHiddenProviders, visibleGames } from './catalogue-config';
import { currentDevice } from './device';
import { gameIdIn } from './game-ids';
import { findRandomGame } from './random-game';
import { GAMES_CONTEXT } from './services';
import type { GamesStore } from './store';

/** The player's active wallet currency (what real play and favourites use). */
export function viewerCurrency(runtime: Runtime): string | null {
  const session = runtime.session;
  if (session.status !== 'player') return null;
  return activeAccount(session)?.currency ?? session.player?.currency ?? null;
}

export function createGamesActions(runtime: Runtime, api: GamesApi, store: GamesStore) {
  return {
    async loadFavorites() {
      store.state.favoriteIds = await api.favoriteIds().catch(() => store.state.favoriteIds);
    },
    async loadRecent() {
      try {
        const [games, hidden] = await Promise.all([api.playedGames(), loadHiddenProviders(runtime)]);
        store.state.recent = visibleGames(games, hidden);
      } catch {
        store.state.recent = [];
      }
    },
    /** Adds or removes the game's id for the player's currency; a second tap while one is in flight is ignored. */
    async toggleFavorite(game: Game) {
      const currency = viewerCurrency(runtime);
      const id = currency ? gameIdIn(game, currency) : null;
      if (id === null || store.state.pending.includes(game.identifier)) return;
      const on = !(store.state.favoriteIds ?? []).includes(id);
      store.state.pending.push(game.identifier);
      try {
        store.state.favoriteIds = await api.setFavorite(id, on);
      } catch {
        runtime.toasts.show({ kind: 'error', messageKey: 'games:favorites.error' });
      } finally {
        store.state.pending = store.state.pending.filter((p) => p !== game.identifier);
      }
    },
    async playRandom() {
      const hidden = await loadHiddenProviders(runtime);
      const game = await findRandomGame(api.random, currentDevice(), hidden);
      if (game) {
        runtime.navigate(`/play/${game.provider}/${game.slug}`);
        return;
      }
      runtime.log.error('LOAD_RANDOM_GAME_ERROR');
      runtime.toasts.show({ kind: 'error', messageKey: 'games:random.error' });
    },
  };
}
export type GamesActions = ReturnType<typeof createGamesActions>;

/**
 * The actions of this runtime, built on first use by the components and the login tap that call them, so the
 * catalogue rules and the API client stay out of the plugin entry (DESIGN §3). The store is setup's own.
 */
export const gamesActionsOf = lazyService((runtime) => {
  const context = runtime.services.get(GAMES_CONTEXT);
  if (!context) throw new Error('games plugin context missing');
  return createGamesActions(runtime, gamesApiOf(runtime), context.store);
});

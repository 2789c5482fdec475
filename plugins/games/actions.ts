import { activeAccount, definePluginState, stateOf, type PluginRuntime } from '@core/index';
import { gameIdIn } from '@schemas/wire/game-currency-id';
import type { Game } from '@schemas/wire/games';
import { gamesApiState, type GamesApi } from './api';
import { loadHiddenProviders, visibleGames } from './catalogue-config';
import { gamesManifest } from './manifest';
import { findRandomGame } from './random-game';
import { gamesState } from './state';
import type { GamesStore } from './store';

/** The player's active wallet currency (what real play and favourites use). */
export function viewerCurrency(runtime: PluginRuntime): string | null {
  const session = runtime.session;
  if (session.status !== 'player') return null;
  return activeAccount(session)?.currency ?? session.player?.currency ?? null;
}

export function createGamesActions(runtime: PluginRuntime, api: GamesApi, store: GamesStore) {
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
      const id = currency ? gameIdIn(game.currencies, currency) : null;
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
      const game = await findRandomGame(api.random, runtime.device, hidden);
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
 * The actions of this session, built on first use by the components and the login tap that call them, so the
 * catalogue rules and the API client stay out of the plugin entry (DESIGN §3). They act on the session's store,
 * so they are dropped with it at logout.
 */
export const gamesActionsState = definePluginState(gamesManifest, ({ runtime }) =>
  createGamesActions(runtime, stateOf(runtime, gamesApiState), stateOf(runtime, gamesState)),
);

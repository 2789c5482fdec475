import { definePlugin, stateOf } from '@core/index';
import { gamesManifest } from './manifest';

/** Binds the category, provider and favourite pages, the lobby rows and the login tap. Wiring only. */
export default definePlugin(gamesManifest, (api) => {
  const collection = () => import('./pages/CollectionPage');
  api.implement({
    routes: {
      pokies: () => import('./pages/PokiesPage'),
      live: () => import('./pages/LivePage'),
      slots: collection,
      collection,
      categories: () => import('./pages/CategoriesPage'),
      provider: () => import('./pages/ProviderPage'),
      favorites: () => import('./pages/FavoritesPage'),
    },
    slots: {
      // A player's row: in a signed-in visitor's boot script only (`player-<id>`, server/site-boot-bundle.ts).
      'recently-played': () => import(/* webpackChunkName: "player-games" */ './components/RecentlyPlayedRow'),
      'collection-rows': api.options.lobbyRows.map((row) => ({
        key: `collection-${row.collection}`,
        order: row.order,
        // In this entry, like the lobby page itself: the rows are drawn in the lobby's first render with their
        // skeletons, so nothing below them (studios, footer) moves when they fill in.
        load: () => import(/* webpackMode: "eager" */ './components/LobbyCollectionRow').then((m) => ({ default: m.collectionRow(row.collection) })),
      })),
    },
    placeholders: {
      GameRow: () => import('./components/GameRowPlaceholder').then((m) => ({ default: m.GameRowPlaceholder })),
      TablePreference: () => import('./components/TablePreference').then((m) => ({ default: m.TablePreference })),
    },
  });

  // The actions (API client, catalogue rules) load with the first login, not with this entry.
  api.onLogin(async (_event, runtime) => {
    const { gamesActionsState } = await import('./actions');
    await stateOf(runtime, gamesActionsState).loadFavorites();
  });
});

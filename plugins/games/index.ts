import { definePlugin } from '@core/index';
import { gamesManifest } from './manifest';
import { GAMES_CONTEXT } from './services';
import { createGamesStore } from './store';

const loggedIn = (ctx: { loggedIn: boolean }) => ctx.loggedIn;

/** Category, provider and favourite pages, the game tile, lobby rows and the random game. Wiring only. */
export default definePlugin(gamesManifest, (api) => {
  const store = createGamesStore();
  api.expose(GAMES_CONTEXT, { store, options: api.options });

  const pokies = () => import('./pages/PokiesPage');
  const live = () => import('./pages/LivePage');
  const collection = () => import('./pages/CollectionPage');
  api.addRoute({ path: '/pokies/:slug?', order: 200, load: pokies });
  api.addRoute({ path: '/live/:slug?', order: 200, load: live });
  api.addRoute({ path: '/slots', order: 200, load: collection });
  api.addRoute({ path: '/games/:id', order: 210, load: collection });
  api.addRoute({ path: '/categories/:slug', order: 210, load: () => import('./pages/CategoriesPage') });
  api.addRoute({ path: '/producers/:slug/:page?', order: 200, load: () => import('./pages/ProviderPage') });
  api.addRoute({ path: '/favorite-games', order: 200, guard: 'requiresAuth', load: () => import('./pages/FavoritesPage') });

  // Header order (spec §2): lobby 100 (lobby plugin), pokies 200, live 300; sports 400, VIP 500… left to others.
  api.addMenuItem({ menu: 'header', id: 'pokies', order: 200, labelKey: 'games:menu.pokies', to: '/pokies', icon: 'cherry' });
  api.addMenuItem({ menu: 'header', id: 'live', order: 300, labelKey: 'games:menu.live', to: '/live', icon: 'live' });
  api.addMenuItem({ menu: 'bottom-bar', id: 'pokies', order: 200, labelKey: 'games:menu.pokies', to: '/pokies', icon: 'cherry' });
  api.addMenuItem({ menu: 'bottom-bar', id: 'live', order: 300, labelKey: 'games:menu.live', to: '/live', icon: 'live' });
  api.addMenuItem({ menu: 'sidebar', id: 'favorite-games', order: 150, labelKey: 'games:menu.favorites', to: '/favorite-games', icon: 'heart', when: loggedIn });

  if (api.options.recentlyPlayedRow) {
    api.addSlot({ slot: 'lobby.rows', id: 'recent', order: 100, when: loggedIn, load: () => import(/* webpackMode: "eager" */ './components/RecentlyPlayedRow') });
  }
  for (const row of api.options.lobbyRows) {
    api.addSlot({
      slot: 'lobby.rows',
      id: `collection-${row.collection}`,
      order: row.order,
      // In this entry, like the lobby page itself: the rows are drawn in the lobby's first render with their
      // skeletons, so nothing below them (studios, footer) moves when they fill in.
      load: () => import(/* webpackMode: "eager" */ './components/LobbyCollectionRow').then((m) => ({ default: m.collectionRow(row.collection) })),
    });
  }

  // The actions (API client, catalogue rules) load with the first login, not with this entry.
  api.onLogin(async () => {
    const { gamesActionsOf } = await import('./actions');
    await gamesActionsOf(api.runtime).loadFavorites();
  });
  api.onLogout(() => store.reset());
});

import { definePlugin } from '@core/index';
import { lobbyManifest } from './manifest';
import { LOBBY_CONTEXT } from './services';
import { createLobbyStore } from './store';

/** The lobby at `/` (also `/categories`, `/games`): banners, the `lobby.rows` slot, providers. Wiring only. */
export default definePlugin(lobbyManifest, (api) => {
  const store = createLobbyStore();
  // The API client is not built here: the lazy lobby components build it (`lobbyApiOf`), schemas and all.
  api.expose(LOBBY_CONTEXT, { store, options: api.options });

  // Most first visits land on the lobby: it ships in this entry (in the site's boot script), so its banner,
  // the page's largest paint, starts loading one round trip earlier.
  const page = () => import(/* webpackMode: "eager" */ './pages/LobbyPage');
  // The rows other plugins put into the lobby load with the page, not after it.
  for (const path of ['/', '/categories', '/games']) api.addRoute({ path, order: 100, load: page, slots: ['lobby.rows'] });

  api.addMenuItem({ menu: 'header', id: 'lobby', order: 100, labelKey: 'lobby:menu.lobby', to: '/', icon: 'home' });
  api.addMenuItem({ menu: 'bottom-bar', id: 'lobby', order: 100, labelKey: 'lobby:menu.lobby', to: '/', icon: 'home' });

  api.onLogout(() => store.reset());
});

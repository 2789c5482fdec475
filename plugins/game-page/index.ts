import { definePlugin } from '@core/index';
import { gamePageManifest } from './manifest';
import { GAME_PAGE_CONTEXT } from './services';
import { createGamePageStore } from './store';

/** The game route `/play/{producer}/{name}` (mode Real or Demo). Wiring only. */
export default definePlugin(gamePageManifest, (api) => {
  const store = createGamePageStore();
  api.expose(GAME_PAGE_CONTEXT, { store, options: api.options });
  api.addRoute({ path: '/play/:producer/:name', order: 150, load: () => import('./pages/GamePage') });
  api.onLogout(() => store.reset());
});

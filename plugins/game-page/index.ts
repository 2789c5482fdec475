import { definePlugin } from '@core/index';
import { gamePageManifest } from './manifest';

/** Binds the game page to its route. Wiring only. */
export default definePlugin(gamePageManifest, (api) => {
  api.implement({ routes: { play: () => import('./pages/GamePage') } });
});

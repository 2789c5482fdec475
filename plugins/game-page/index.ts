import { definePlugin, stateOf } from '@core/index';
import { GAME_PAUSE_SERVICE } from '@schemas/contracts/services';
import { gamePageManifest } from './manifest';
import { gamePauseService, gamePlayState } from './play-state';

/** Binds the game page to its route and the live limit events. Wiring only. */
export default definePlugin(gamePageManifest, (api) => {
  const limitEvents = { load: () => import('./live/limit-events') };
  api.implement({
    routes: { play: () => import('./pages/GamePage') },
    realtime: { 'limit-confirmed': limitEvents, 'limit-reached': limitEvents },
  });
  // Issue 13: other plugins (the reality check) pause the running game through this service.
  api.expose(GAME_PAUSE_SERVICE, (runtime) => gamePauseService(stateOf(runtime, gamePlayState)));
});

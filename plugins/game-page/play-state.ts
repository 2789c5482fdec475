import { proxy, subscribe } from 'valtio';
import { definePluginState } from '@core/index';
import type { GAME_PAUSE_SERVICE } from '@schemas/contracts/services';
import type { ServiceOf } from '@schemas/contracts/define-contract';
import { gamePageManifest } from './manifest';

interface PlayState {
  /** The game in the frame now (the page sets it while it shows one). */
  running: { gameIdentifier: string; mode: 'real' | 'demo' } | null;
  /** Who paused it (the reality check…): the frame is covered while any pause is held. */
  pauses: string[];
}

/**
 * The running game and its pauses, for the page and the `GAME_PAUSE_SERVICE` other plugins call (issue 13: the
 * reality check pauses the game). Per runtime, not per session: a pause outlives nothing, the page clears `running`.
 */
export const gamePlayState = definePluginState(gamePageManifest, () => proxy<PlayState>({ running: null, pauses: [] }), { lifetime: 'runtime' });

export function gamePauseService(state: PlayState): ServiceOf<typeof GAME_PAUSE_SERVICE> {
  let next = 0;
  return {
    running: () => (state.running ? { ...state.running } : null),
    subscribe: (listener) => subscribe(state, listener),
    pause(reason) {
      const token = `${reason}#${++next}`;
      state.pauses.push(token);
      return () => {
        state.pauses = state.pauses.filter((held) => held !== token);
      };
    },
  };
}

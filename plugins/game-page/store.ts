import { proxy, ref } from 'valtio';
import type { PlayerFieldsInfo } from '@schemas/wire/info';

interface GamePageState {
  /** The `game_provider` fields-info, loaded once per signed-in session. */
  fieldsInfo: PlayerFieldsInfo | null;
}

/** One per runtime, made in setup (DESIGN §4); cleared on logout. */
export function createGamePageStore() {
  const state = proxy<GamePageState>({ fieldsInfo: null });
  return {
    state,
    setFieldsInfo(info: PlayerFieldsInfo) {
      state.fieldsInfo = ref(info);
    },
    reset() {
      state.fieldsInfo = null;
    },
  };
}
export type GamePageStore = ReturnType<typeof createGamePageStore>;

import { proxy, ref } from 'valtio';
import type { PlayerFieldsInfo } from '@schemas/wire/info';

interface GamePageState {
  /** The `game_provider` fields-info, loaded once per signed-in session. */
  fieldsInfo: PlayerFieldsInfo | null;
}

/** One per session (`gamePageState`, DESIGN §4): logout drops it. */
export function createGamePageStore() {
  const state = proxy<GamePageState>({ fieldsInfo: null });
  return {
    state,
    setFieldsInfo(info: PlayerFieldsInfo) {
      state.fieldsInfo = ref(info);
    },
  };
}
export type GamePageStore = ReturnType<typeof createGamePageStore>;

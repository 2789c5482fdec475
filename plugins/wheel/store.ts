import { proxy, ref } from 'valtio';
import type { Lootbox, LootboxActivation } from '@schemas/wire/lootboxes';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Why a spin failed, as an i18n key of `wheel:failure.*`. */
export type SpinFailure = 'expired' | 'already_activated' | 'bonuses_disabled' | 'prize_unavailable' | 'generic';

export interface WheelData {
  /** The player's boxes (the wheel reads its groups' ones), kept with `ref`. */
  boxes: Lootbox[] | null;
  status: LoadStatus;
  /** A spin's request is in flight. */
  spinning: boolean;
  /** The last spin's answer: the page turns the wheel to it, then shows the result. */
  result: LootboxActivation | null;
  failure: SpinFailure | null;
}

/** One per runtime and session (`wheelState`): the player's spins go at logout. */
export function createWheelStore() {
  const state = proxy<WheelData>({ boxes: null, status: 'idle', spinning: false, result: null, failure: null });
  return {
    state,
    startLoading() {
      state.status = 'loading';
    },
    setBoxes(boxes: Lootbox[]) {
      state.boxes = ref(boxes);
      state.status = 'ready';
    },
    failed() {
      state.status = 'failed';
    },
    putBox(box: Lootbox) {
      const list = state.boxes ?? [];
      const index = list.findIndex((b) => b.id === box.id);
      state.boxes = ref(index === -1 ? [box, ...list] : list.map((b, i) => (i === index ? box : b)));
    },
    setSpinning(spinning: boolean) {
      state.spinning = spinning;
    },
    setResult(result: LootboxActivation | null) {
      state.result = result ? ref(result) : null;
    },
    setFailure(failure: SpinFailure | null) {
      state.failure = failure;
    },
  };
}
export type WheelStore = ReturnType<typeof createWheelStore>;

import { proxy, ref } from 'valtio';
import type { Lootbox, LootboxActivation } from '@schemas/wire/lootboxes';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** Why an opening failed, as an i18n key of `lootboxes:failure.*`. */
export type OpenFailure = 'expired' | 'already_activated' | 'bonuses_disabled' | 'prize_unavailable' | 'generic';

export interface LootboxesData {
  /** The player's boxes as the platform lists them (kept with `ref`: replaced, never mutated in place). */
  boxes: Lootbox[] | null;
  status: LoadStatus;
  /** The box being opened (its request is in flight). */
  busy: string | null;
  /** The last opening, shown in the opening dialog until it is closed. */
  opened: LootboxActivation | null;
  /** The opening's reel has stopped: until then the box's card keeps its prize to itself. */
  revealed: boolean;
  failures: Record<string, OpenFailure>;
}

/** One per runtime and session (`lootboxesState`): the player's boxes go at logout. */
export function createLootboxesStore() {
  const state = proxy<LootboxesData>({ boxes: null, status: 'idle', busy: null, opened: null, revealed: false, failures: {} });
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
    /** A box the platform pushed or answered: put in place, or added first (newest first, as listed). */
    putBox(box: Lootbox) {
      const list = state.boxes ?? [];
      const index = list.findIndex((b) => b.id === box.id);
      state.boxes = ref(index === -1 ? [box, ...list] : list.map((b, i) => (i === index ? box : b)));
    },
    setBusy(id: string | null) {
      state.busy = id;
    },
    setOpened(answer: LootboxActivation | null) {
      state.opened = answer ? ref(answer) : null;
      state.revealed = false;
    },
    setRevealed() {
      state.revealed = true;
    },
    setFailure(id: string, failure: OpenFailure | null) {
      if (failure) state.failures[id] = failure;
      else delete state.failures[id];
    },
  };
}
export type LootboxesStore = ReturnType<typeof createLootboxesStore>;

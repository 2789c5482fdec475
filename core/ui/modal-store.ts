import { proxy, ref } from 'valtio';

export interface OpenModal {
  key: number;
  id: string;
  props: Record<string, unknown>;
}

/** Modals opened by id (plugins' `addModal`); modal *routes* are driven by the URL instead. */
export function createModalStore() {
  const state = proxy({ stack: [] as OpenModal[] });
  let next = 1;
  return {
    state,
    open(id: string, props: Record<string, unknown> = {}) {
      state.stack.push({ key: next++, id, props: ref(props) });
    },
    close(key?: number) {
      state.stack = key === undefined ? state.stack.slice(0, -1) : state.stack.filter((m) => m.key !== key);
    },
    closeAll() {
      state.stack = [];
    },
  };
}
export type ModalStore = ReturnType<typeof createModalStore>;

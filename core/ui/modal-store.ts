import { proxy, ref } from 'valtio';
import type { ModalContract } from '@schemas/contracts/define-contract';

export interface OpenModal {
  key: number;
  /** The contract's name. */
  id: string;
  props: object;
}

/**
 * Modals opened by contract (`schemas/contracts/modals.ts`), their props checked against it; modal *routes*
 * are driven by the URL instead. `available` answers whether an enabled plugin provides the modal, so an
 * opener can fall back when the owner is off on this site.
 */
export function createModalStore(provided: (name: string) => boolean = () => true) {
  const state = proxy({ stack: [] as OpenModal[] });
  let next = 1;
  return {
    state,
    open<P extends object>(contract: ModalContract<P>, ...props: keyof P extends never ? [] : object extends P ? [props?: P] : [props: P]) {
      state.stack.push({ key: next++, id: contract.name, props: ref((props[0] as P | undefined) ?? {}) });
    },
    available(contract: ModalContract<object>): boolean {
      return provided(contract.name);
    },
    isOpen(contract: ModalContract<object>): boolean {
      return state.stack.some((m) => m.id === contract.name);
    },
    /** Closes one modal by key, every open copy of a contract, or (no argument) the top one. */
    close(which?: number | ModalContract<object>) {
      if (which === undefined) state.stack = state.stack.slice(0, -1);
      else if (typeof which === 'number') state.stack = state.stack.filter((m) => m.key !== which);
      else state.stack = state.stack.filter((m) => m.id !== which.name);
    },
    closeAll() {
      state.stack = [];
    },
  };
}
export type ModalStore = ReturnType<typeof createModalStore>;

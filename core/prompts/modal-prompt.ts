import { subscribe } from 'valtio';
import type { ModalContract } from '@schemas/contracts/define-contract';
import type { PluginRuntime } from '../runtime/plugin-runtime';

type PropsArgs<P extends object> = keyof P extends never ? [] : object extends P ? [props?: P] : [props: P];

/**
 * A prompt's `open` for a modal contract: opens it through `runtime.modals` and resolves when that copy has
 * closed. A modal no enabled plugin provides resolves at once (nothing to wait for), so the queue moves on.
 */
export function modalPrompt<P extends object>(runtime: PluginRuntime, contract: ModalContract<P>, ...props: PropsArgs<P>): () => Promise<void> {
  return () => {
    if (!runtime.modals.available(contract as unknown as ModalContract<object>)) return Promise.resolve();
    runtime.modals.open(contract, ...props);
    const key = runtime.modals.state.stack.at(-1)?.key;
    const open = () => runtime.modals.state.stack.some((m) => m.key === key);
    return new Promise<void>((resolve) => {
      if (!open()) return resolve();
      const stop = subscribe(
        runtime.modals.state,
        () => {
          if (open()) return;
          stop();
          resolve();
        },
        true,
      );
    });
  };
}

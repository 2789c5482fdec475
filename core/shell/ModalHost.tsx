import { useSnapshot } from 'valtio';
import { lazyComponent } from '../react/lazy-component';
import { Contained } from '../react/Contained';
import { useCoreRuntime, useRegistry } from '../react/runtime-context';

/** Modals opened by id (`runtime.modals.open(id, props)`); each renders its own `<Dialog>`. */
export function ModalHost() {
  const runtime = useCoreRuntime();
  const registry = useRegistry();
  const { stack } = useSnapshot(runtime.modals.state);
  return (
    <>
      {stack.map((open) => {
        const modal = registry.modals.find((m) => m.id === open.id);
        if (!modal) {
          // Its plugin may still be starting (after the first paint): it shows once it is there.
          if (runtime.deferred.state.pending) return null;
          runtime.log.once(`modal:${open.id}`, 'MODAL_UNKNOWN', { id: open.id });
          return null;
        }
        const Modal = lazyComponent(modal.load);
        return (
          <Contained key={open.key} owner={`${modal.pluginId}:${modal.id}`} log={runtime.log}>
            <Modal close={() => runtime.modals.close(open.key)} props={open.props as never} />
          </Contained>
        );
      })}
    </>
  );
}

import { subscribe } from 'valtio';
import type { PluginRuntime } from '@core/index';
import { loadManagers, loadProgress, presentStatusUp } from '../actions';

/** The modal-stack watch of each runtime's session (keyed by its session store: one per tab, test or request). */
const watches = new WeakMap<object, () => void>();

/**
 * At login: the progress (the badge, and a rise since the last visit), the managers (the sidebar panel), and a
 * watch on the modal stack, so a status-up held back by another modal shows once that one closes.
 */
export async function startVipSession(runtime: PluginRuntime): Promise<void> {
  stopVipSession(runtime);
  watches.set(
    runtime.session,
    subscribe(runtime.modals.state, () => {
      if (runtime.modals.state.stack.length === 0) presentStatusUp(runtime);
    }),
  );
  await Promise.all([loadProgress(runtime), loadManagers(runtime)]);
}

export function stopVipSession(runtime: PluginRuntime): void {
  watches.get(runtime.session)?.();
  watches.delete(runtime.session);
}

/** A route change may leave a game page: a held-back status-up shows then. */
export function followRoute(runtime: PluginRuntime): void {
  presentStatusUp(runtime);
}

import { ApiError, stateOf, type PluginRuntime } from '@core/index';
import { LOOTBOX_REFUSALS } from '@schemas/wire/lootboxes';
import { wheelApiState } from './api';
import { wheelState } from './state';
import type { SpinFailure } from './store';

// Keyed weakly by the per-runtime store: the bookmark and a page asking at once share one request.
const inFlight = new WeakMap<object, Promise<void>>();

/** The player's spins: once per session for the bookmark, again with `force` (a page visit); players only. */
export function ensureSpins(runtime: PluginRuntime, { force = false } = {}): Promise<void> {
  const store = stateOf(runtime, wheelState);
  if (runtime.session.status !== 'player') return Promise.resolve();
  const running = inFlight.get(store);
  if (running) return running;
  if (!force && store.state.status === 'ready') return Promise.resolve();
  const started = (async () => {
    store.startLoading();
    try {
      store.setBoxes(await stateOf(runtime, wheelApiState).boxes());
    } catch {
      store.failed();
    }
  })().finally(() => inFlight.delete(store));
  inFlight.set(store, started);
  return started;
}

function failureOf(error: unknown): SpinFailure {
  if (!(error instanceof ApiError) || error.status !== 422) return 'generic';
  const reason = error.firstMessage('base');
  return (LOOTBOX_REFUSALS as readonly string[]).includes(reason ?? '') ? (reason as SpinFailure) : 'generic';
}

/**
 * A spin: the box's activation. The platform draws the segment and issues the prize; the answer goes to the page,
 * which turns the wheel to it and then shows the result. A refusal is shown and the spins are read again.
 */
export async function spin(runtime: PluginRuntime, boxId: string): Promise<void> {
  const store = stateOf(runtime, wheelState);
  if (store.state.spinning) return;
  store.setSpinning(true);
  store.setFailure(null);
  try {
    const answer = await stateOf(runtime, wheelApiState).spin(boxId);
    store.putBox(answer.lootbox);
    store.setResult(answer);
  } catch (error) {
    store.setFailure(failureOf(error));
    void ensureSpins(runtime, { force: true });
  } finally {
    store.setSpinning(false);
  }
}

/** A guest who presses spin goes to registration, and comes back to this page after (spec part 2 §1, §6). */
export function toRegistration(runtime: PluginRuntime, backTo: string) {
  runtime.navigate(`${runtime.pathOf('registration')}?redirect=${encodeURIComponent(backTo)}`);
}

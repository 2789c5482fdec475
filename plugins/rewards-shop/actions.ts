import { stateOf, type PluginRuntime } from '@core/index';
import { COMP_RATE_TYPES } from '@schemas/wire/comp-points';
import { shopApiState } from './api';
import { shopState } from './state';

/**
 * What the pages and blocks do (lazy: loaded with them, never with the entry). Each loader runs once at a time per
 * store; failures are logged by the API client under their code and leave an empty or error state (DESIGN §5).
 */
const store = (runtime: PluginRuntime) => stateOf(runtime, shopState);
export const shopApi = (runtime: PluginRuntime) => stateOf(runtime, shopApiState);

const inFlight = new WeakMap<object, Map<string, Promise<void>>>();

function once(state: object, key: string, load: () => Promise<void>): Promise<void> {
  const pending = inFlight.get(state) ?? new Map<string, Promise<void>>();
  inFlight.set(state, pending);
  const running = pending.get(key);
  if (running) return running;
  const promise = load().finally(() => pending.delete(key));
  pending.set(key, promise);
  return promise;
}

/** The player's points; nothing for guests (a 401 would end a session). `force`: read again (the dropdown opened). */
export function ensurePoints(runtime: PluginRuntime, options: { force?: boolean } = {}): Promise<void> {
  const { state, setPoints } = store(runtime);
  if (runtime.session.status !== 'player' || (state.pointsLoad === 'ready' && !options.force)) return Promise.resolve();
  return once(state, 'points', async () => {
    if (state.pointsLoad !== 'ready') state.pointsLoad = 'loading';
    try {
      setPoints(await shopApi(runtime).points());
      state.pointsLoad = 'ready';
    } catch {
      state.pointsLoad = state.points ? 'ready' : 'failed';
    }
  });
}

/** Every card type's rates (the shop shows them together); a type that fails to load is shown empty. */
export function ensureRates(runtime: PluginRuntime, options: { force?: boolean } = {}): Promise<void> {
  const { state, setRates } = store(runtime);
  if (state.ratesLoad === 'ready' && !options.force) return Promise.resolve();
  return once(state, 'rates', async () => {
    if (state.ratesLoad !== 'ready') state.ratesLoad = 'loading';
    const results = await Promise.allSettled(COMP_RATE_TYPES.map(async (type) => setRates(type, await shopApi(runtime).rates(type))));
    state.ratesLoad = results.every((r) => r.status === 'rejected') ? 'failed' : 'ready';
  });
}

import type { ServiceContract } from '@schemas/contracts/define-contract';
import type { Runtime } from './types';

/**
 * The runtime as plugin code sees it (DESIGN §3): services to call, stores to read, actions to run — not the
 * raw hooks or the registry, so a plugin cannot tap a hook behind setup's back (bypassing containment and
 * ordering) or read other plugins' contributions. Components get it from `useRuntime()`, lifecycle taps and
 * realtime handlers as an argument, plugin state builders in their context.
 */
export interface PluginRuntime extends Omit<Runtime, 'hooks' | 'registry' | 'services' | 'states'> {
  services: { get<T>(contract: ServiceContract<T>): T | undefined };
}

const views = new WeakMap<Runtime, PluginRuntime>();
const owners = new WeakMap<PluginRuntime, Runtime>();

/**
 * One view per runtime (stable, so per-runtime caches keyed by it hold). Its fields are getters: the
 * country and licence settle during boot, after the view may have been handed out.
 */
export function pluginRuntimeOf(runtime: Runtime): PluginRuntime {
  let view = views.get(runtime);
  if (view) return view;
  const hidden = new Set<string>(['hooks', 'registry', 'services', 'states']);
  const target = {} as PluginRuntime;
  for (const key of Object.keys(runtime)) {
    if (hidden.has(key)) continue;
    Object.defineProperty(target, key, {
      enumerable: true,
      get: () => (runtime as unknown as Record<string, unknown>)[key],
      set: (value: unknown) => {
        (runtime as unknown as Record<string, unknown>)[key] = value;
      },
    });
  }
  Object.defineProperty(target, 'services', { enumerable: true, value: Object.freeze({ get: runtime.services.get }) });
  view = Object.seal(target);
  views.set(runtime, view);
  owners.set(view, runtime);
  return view;
}

/** Core only: the full runtime behind a plugin's view (for state containers keyed by runtime). */
export function runtimeBehind(view: PluginRuntime | Runtime): Runtime {
  return owners.get(view as PluginRuntime) ?? (view as Runtime);
}

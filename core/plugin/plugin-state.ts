import { useSnapshot } from 'valtio';
import { proxy } from 'valtio';
import { useRuntime } from '../react/runtime-context';
import { pluginRuntimeOf, runtimeBehind, type PluginRuntime } from '../runtime/plugin-runtime';
import type { Runtime } from '../runtime/types';
import type { OptionsOf, PluginManifest } from './define';
import type { PluginStatus } from './registry';
import { startFailureOf, type DisabledPlugin } from './resolve';

/**
 * The one way a plugin keeps state (DESIGN §3, §4): `definePluginState(manifest, build)` at module level
 * declares it; the instance is built on first use, once per runtime — per browser tab, per server request,
 * per test — so nothing of one user leaks to another. A `session` state (the default) is dropped when the
 * player logs out and rebuilt fresh on next use: reset on logout by construction, no `reset()` to forget.
 * `runtime` states (API clients, catalogues everyone sees) live as long as the runtime.
 */
export interface PluginState<T> {
  readonly pluginId: string;
  readonly lifetime: StateLifetime;
  readonly build: (context: PluginStateContext<never>) => T;
}

export type StateLifetime = 'session' | 'runtime';

export interface PluginStateContext<O> {
  runtime: PluginRuntime;
  /** The plugin's options as the site gave them (parsed with its schema). */
  options: O;
}

// The manifest type is matched loosely: only its id and options type matter here.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function definePluginState<M extends PluginManifest<any>, T>(
  manifest: M,
  build: (context: PluginStateContext<OptionsOf<M>>) => T,
  settings: { lifetime?: StateLifetime } = {},
): PluginState<T> {
  return Object.freeze({ pluginId: manifest.id, lifetime: settings.lifetime ?? 'session', build: build as PluginState<T>['build'] });
}

/** The state's instance for this runtime (lifecycle taps, actions, realtime handlers). */
export function stateOf<T>(runtime: PluginRuntime | Runtime, state: PluginState<T>): T {
  return runtimeBehind(runtime).states.get(state);
}

/** The state's instance in a component; re-renders with a fresh instance after logout. */
export function usePluginState<T>(state: PluginState<T>): T {
  const runtime = runtimeBehind(useRuntime());
  useSnapshot(runtime.states.generation);
  return runtime.states.get(state);
}

/** The plugin's options as the site gave them (parsed), in a component. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function usePluginOptions<M extends PluginManifest<any>>(manifest: M): OptionsOf<M> {
  return optionsOf(useRuntime(), manifest);
}

/** The plugin's options, where a runtime is at hand (lifecycle taps, actions). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function optionsOf<M extends PluginManifest<any>>(runtime: PluginRuntime | Runtime, manifest: M): OptionsOf<M> {
  return runtimeBehind(runtime).states.options(manifest.id) as OptionsOf<M>;
}

/** The per-runtime container behind the states (core only). */
export function createPluginStates(runtimeOf: () => Runtime) {
  const instances = new Map<PluginState<unknown>, unknown>();
  const options = new Map<string, unknown>();
  // Read by `usePluginState`, so components holding a dropped session state render again.
  const generation = proxy({ session: 0 });
  // Plain data, per runtime: each plugin this runtime does not run and why (issue 19 item 5: no silent failures).
  const disabled: DisabledPlugin[] = [];
  const disable = (record: DisabledPlugin) => {
    const at = disabled.findIndex((d) => d.id === record.id);
    if (at >= 0) disabled.splice(at, 1, record);
    else disabled.push(record);
  };
  return {
    generation,
    /** Every plugin of the build or the site that is not running, with its reason; read by `/ffc` and the test harness. */
    disabled: disabled as readonly DisabledPlugin[],
    /** Records boot's skips (`resolvePlugins`: site list, flag, fe-config, licence, requirement). */
    recordSkipped(skipped: readonly DisabledPlugin[]) {
      for (const record of skipped) disable(record);
    },
    /** Records the plugins whose start failed (load, options, setup), from the host's statuses; later starts add theirs. */
    recordStarted(statuses: readonly PluginStatus[]) {
      for (const status of statuses) {
        const failure = startFailureOf(status);
        if (failure) disable(failure);
      }
    },
    /** Called by the plugin host with each enabled plugin's parsed options. */
    setOptions(pluginId: string, value: unknown) {
      options.set(pluginId, value);
    },
    options(pluginId: string): unknown {
      if (!options.has(pluginId)) throw new Error(`plugin "${pluginId}" is not enabled on this runtime`);
      return options.get(pluginId);
    },
    get<T>(state: PluginState<T>): T {
      if (instances.has(state as PluginState<unknown>)) return instances.get(state as PluginState<unknown>) as T;
      if (!options.has(state.pluginId)) throw new Error(`plugin "${state.pluginId}" is not enabled on this runtime; its state cannot be built`);
      const instance = state.build({ runtime: pluginRuntimeOf(runtimeOf()), options: options.get(state.pluginId) as never });
      instances.set(state as PluginState<unknown>, instance);
      return instance;
    },
    /** Drops every session state (logout); the next use builds a fresh one. */
    endSession() {
      for (const state of [...instances.keys()]) if (state.lifetime === 'session') instances.delete(state);
      generation.session += 1;
    },
  };
}
export type PluginStates = ReturnType<typeof createPluginStates>;

import { createContext, use, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { pluginRuntimeOf, type PluginRuntime } from '../runtime/plugin-runtime';
import type { Runtime } from '../runtime/types';
import type { Registry } from '../plugin/registry';

const RuntimeContext = createContext<Runtime | null>(null);

export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The core's own components: the whole runtime, registry and hooks included. */
export function useCoreRuntime(): Runtime {
  // `use`, not `useContext`: the same read, but React's development build records no hook for it. Between two
  // `use(promise)` reads (two `useLoaded` in one component) a recorded context read makes React 19.2 log a false
  // "change in the order of Hooks" once both have suspended (react/react#37655).
  const runtime = use(RuntimeContext);
  if (!runtime) throw new Error('useRuntime outside RuntimeProvider');
  return runtime;
}

/**
 * The registry, re-rendering when plugins started after the first paint add their contributions
 * (`core/plugin/deferred-start.ts`). What the shell draws from contributions reads it through this.
 */
export function useRegistry(): Registry {
  const runtime = useCoreRuntime();
  useSnapshot(runtime.deferred.state);
  return runtime.registry;
}

/** What plugin components may use (`PluginRuntime`: no raw hooks, no registry). */
export function useRuntime(): PluginRuntime {
  return pluginRuntimeOf(useCoreRuntime());
}

/** The session snapshot (re-renders on login, logout and balance changes). */
export function useSession() {
  return useSnapshot(useRuntime().session);
}

export function useFlags() {
  return useSnapshot(useRuntime().flags.state).values;
}

/** Visibility context for `when` predicates, reactive to session and flags. */
export function useVisibility() {
  const runtime = useRuntime();
  const session = useSession();
  const flags = useFlags();
  return {
    loggedIn: session.status === 'player',
    licence: runtime.licence,
    flags,
    country: runtime.country,
    locale: runtime.locale.current,
    groups: session.player?.groups ?? [],
  };
}

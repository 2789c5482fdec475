import { parse as parsePattern } from 'regexparam';
import type { Locale } from '@config/locales';
import { proxy } from 'valtio';
import { createHooks } from '../hooks';
import { splitLocale } from '../router/locale-path';
import type { Runtime } from '../runtime/types';
import { loadPlugins } from './host';
import type { Registry } from './registry';
import type { ResolvedPlugin } from './resolve';

/**
 * Plugins that start right after the first paint (boot data `deferred`: the host found nothing of them on every
 * page, `core/plugin/first-paint.ts`). `state` is what the shell re-renders from: `version` grows when the registry
 * gains their contributions, `pending` says they are still on their way (the router then waits instead of
 * answering "not found" for one of their routes).
 */
export interface DeferredStart {
  state: { pending: boolean; version: number };
  /** Starts them (once; later calls return the same promise). */
  start(): Promise<void>;
  /** Whether a path is one of their routes while they are pending; starts them at once if so. */
  claims(path: string): boolean;
  /** Whether a CMS placeholder is one of theirs while they are pending; starts them at once if so. */
  claimsPlaceholder(name: string): boolean;
}

export function createDeferredStart(
  runtime: Runtime,
  plugins: readonly ResolvedPlugin[],
  claimed: { routes: readonly string[]; placeholders: readonly string[] },
  onRegistry: (registry: Registry) => void,
  /** Fetches the host's script of their entry chunks (boot data `deferredScript`) before they are imported. */
  fetchScript?: () => Promise<void>,
): DeferredStart {
  const state = proxy({ pending: plugins.length > 0, version: 0 });
  const patterns = claimed.routes.map((route) => parsePattern(route).pattern);
  const placeholders = new Set(claimed.placeholders);
  let started: Promise<void> | null = null;
  const start = () =>
    (started ??= (async () => {
      if (!plugins.length) return;
      const replay = createHooks();
      try {
        // If the script fails, each plugin's `import()` fetches its own chunks: slower, same result.
        await fetchScript?.().catch(() => undefined);
        onRegistry(await loadPlugins(runtime, plugins, runtime.registry.plugins, replay));
        state.version += 1;
        // As if they had booted with the page: boot, the session if there is one, the route on screen.
        await replay.boot.promise();
        if (runtime.session.status === 'player' && runtime.session.player) await replay.login.promise({ playerId: runtime.session.player.id, reason: 'session' });
        const { path } = splitLocale(runtime.navigation.current().pathname, runtime.site.locales, runtime.site.defaultLocale as Locale);
        replay.routeChange.call({ path, previousPath: null });
        // Their live channels join with the rest (one connection, re-made with the wider set of topics).
        void runtime.realtime.start(runtime.session.player?.id ?? null);
      } finally {
        state.pending = false;
      }
    })());
  return {
    state,
    start,
    claims(path) {
      if (!state.pending || !patterns.some((pattern) => pattern.test(path))) return false;
      void start();
      return true;
    },
    claimsPlaceholder(name) {
      if (!state.pending || !placeholders.has(name)) return false;
      void start();
      return true;
    },
  };
}

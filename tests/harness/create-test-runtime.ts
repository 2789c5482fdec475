import type { PluginCatalogEntry } from '../../core/plugin/define';
import { safeParse } from 'zod/mini';
import { createRuntime } from '../../core/runtime/create-runtime';
import { pluginRuntimeOf } from '../../core/runtime/plugin-runtime';
import { memoryNavigation, type Navigation } from '../../core/runtime/navigation';
import type { Runtime } from '../../core/runtime/types';
import type { Locale } from '../../config/locales';
import type { Player } from '../../schemas/wire/player';
import type { SiteConfig } from '../../schemas/site/site.schema';
import { createFakeFetch, type FakeFetch } from './fake-fetch';
import { testSite } from './fixtures';

export interface TestRuntimeOptions {
  /** The plugins under test (catalog entries) and the options a site would give them. */
  plugins: PluginCatalogEntry[];
  pluginOptions?: Record<string, Record<string, unknown>>;
  site?: Partial<SiteConfig>;
  player?: Player | null;
  country?: string;
  locale?: Locale;
  host?: string;
  /** Extra fake platform answers: `'GET /api/games/collections': [...]`. */
  api?: Record<string, unknown>;
  messages?: Record<string, Record<string, unknown>>;
  storage?: Map<string, string>;
  /** The address the app is at (`/de/pokies?q=1#top`), in a memory navigation; `/` when left out. */
  url?: string;
  /** Another navigation instead (`browserNavigation()` for a test about the browser's address bar). */
  navigation?: Navigation;
  /**
   * Plugins (ids) that start after the first paint, as the host's boot data names them (`runtime.deferred.start()`
   * starts them, or a navigation to one of their routes or a page showing one of their placeholders).
   */
  deferred?: { id: string; routes?: string[]; placeholders?: string[] }[];
}

export interface TestRuntime {
  runtime: Runtime;
  api: FakeFetch;
  /** The runtime's navigation: read `current()`, move with `go()`/`back()`, list `entries()` (memory). */
  navigation: Navigation & { entries?: () => string[] };
  /** Every address navigated to (pushes and replaces), in order. */
  navigations: string[];
  /**
   * Delivers a realtime event as the socket would: to every handler of `channel` (and `event`, the channel's name
   * unless given), loading lazy handlers, parsing with their schema. Resolves to how many handlers took it.
   */
  push: (channel: string, payload: unknown, event?: string) => Promise<number>;
}

/**
 * A runtime with only the plugins under test, against a fake platform (DESIGN §6): assert contributions
 * from `runtime.registry` without rendering, or render `<App runtime>` at a memory location (`url`): nothing
 * reads or changes the test environment's `window.location`, so tests cannot leak an address to each other.
 */
export async function createTestRuntime(options: TestRuntimeOptions): Promise<TestRuntime> {
  const sitePlugins = Object.fromEntries(options.plugins.map((p) => [p.head.id, options.pluginOptions?.[p.head.id] ?? {}]));
  const site = testSite({ plugins: sitePlugins, ...options.site });
  const api = createFakeFetch({
    'GET /api/current_ip': { ip: '127.0.0.1', country_code: options.country ?? 'CA' },
    'GET /messages/*': options.messages ?? {},
    'GET /api/player': options.player ? options.player : () => ({ status: 401, body: { error: 'unauthorized' } }),
    'GET /api/player/accounts': options.player
      ? [{ currency: options.player.currency, amount_cents: 10_000, available_to_cashout_cents: 10_000, active: true, deposit_available: true, hidden_at: null }]
      : () => ({ status: 401 }),
    'GET /api/player/settings': () => ({ status: 401 }),
    'DELETE /api/users/sign_out': () => ({ status: 204 }),
    ...options.api,
  });
  const navigations: string[] = [];
  const storage = options.storage ?? new Map<string, string>();
  const base = options.navigation ?? memoryNavigation(options.url ?? '/');
  const navigation: TestRuntime['navigation'] = {
    ...base,
    go(to, opts) {
      navigations.push(to);
      base.go(to, opts);
    },
  };
  const runtime = await createRuntime(
    {
      boot: {
        site,
        host: options.host ?? 'localhost',
        buildId: 'test',
        plugins: options.plugins.map((p) => p.head),
        ...(options.deferred ? { deferred: options.deferred.map((d) => ({ id: d.id, routes: d.routes ?? [], placeholders: d.placeholders ?? [] })) } : {}),
      },
      locale: options.locale ?? 'en',
      baseUrl: 'http://localhost',
      navigation,
      storage: {
        getItem: (k) => storage.get(k) ?? null,
        setItem: (k, v) => void storage.set(k, v),
        removeItem: (k) => void storage.delete(k),
      },
      fetch: api.fetch,
    },
    options.plugins,
  );
  const push = async (channel: string, payload: unknown, event = channel) => {
    let taken = 0;
    for (const handler of runtime.registry.realtime.filter((h) => h.channel === channel && h.event === event)) {
      const binding = await handler.binding();
      const parsed = safeParse(binding.schema, payload);
      if (!parsed.success) continue;
      binding.handle(parsed.data, pluginRuntimeOf(runtime));
      taken++;
    }
    return taken;
  };
  return { runtime, api, navigation, navigations, push };
}

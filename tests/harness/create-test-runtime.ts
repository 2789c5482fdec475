import type { PluginCatalogEntry } from '../../core/plugin/define';
import { createRuntime } from '../../core/runtime/create-runtime';
import type { Navigation } from '../../core/runtime/navigation';
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
}

export interface TestRuntime {
  runtime: Runtime;
  api: FakeFetch;
  navigations: string[];
}

/**
 * A runtime with only the plugins under test, against a fake platform (DESIGN §6): assert contributions
 * from `runtime.registry` without rendering, or render `<App runtime>` at a location.
 */
export async function createTestRuntime(options: TestRuntimeOptions): Promise<TestRuntime> {
  const sitePlugins = Object.fromEntries(options.plugins.map((p) => [p.manifest.id, options.pluginOptions?.[p.manifest.id] ?? {}]));
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
  const navigation: Navigation = {
    current: () =>
      typeof window === 'undefined'
        ? { pathname: navigations.at(-1) ?? '/', search: '', hash: '', state: null }
        : { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash, state: window.history.state },
    go(to, opts) {
      navigations.push(to);
      if (typeof window !== 'undefined') {
        window.history[opts?.replace ? 'replaceState' : 'pushState'](opts?.state ?? null, '', to);
        window.dispatchEvent(new Event(opts?.replace ? 'replaceState' : 'pushState'));
      }
    },
  };
  const runtime = await createRuntime(
    {
      boot: { site, host: options.host ?? 'localhost', buildId: 'test' },
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
  return { runtime, api, navigations };
}

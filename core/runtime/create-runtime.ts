import * as z from 'zod/mini';
import { DEFAULT_CURRENCY } from '@config/limits';
import { accountSchema, currentIpSchema, playerSchema } from '@schemas/wire/player';
import { createApiClient } from '../api/client';
import { currentDevice } from '../ui/current-device';
import { createLoadedData } from '../loaded/loaded-data';
import type { RuntimeContext } from './runtime-options';
import { ApiError } from '../api/errors';
import { createFlagStore } from '../flags/flags';
import { createHooks, tapContributions } from '../hooks';
import { coreRoutes } from '../pages/core-routes';
import { createI18n, loadMessages } from '../i18n/create-i18n';
import { createLogger } from '../log/logger';
import type { RouteRole } from '../plugin/contributions';
import type { PluginCatalogEntry } from '../plugin/define';
import { buildRegistry, loadPlugins } from '../plugin/host';
import { createDeferredStart } from '../plugin/deferred-start';
import { createPluginStates } from '../plugin/plugin-state';
import type { Registry } from '../plugin/registry';
import { feConfigKeysFor, resolvePlugins } from '../plugin/resolve';
import { createRealtimeClient } from '../realtime/realtime-client';
import { withLocale } from '../router/locale-path';
import { createSessionStore } from '../session/session-store';
import { resolveLicence } from '../site/licence';
import { createModalStore } from '../ui/modal-store';
import { createToastStore } from '../ui/toast-store';
import { pluginRuntimeOf } from './plugin-runtime';
import { createServiceRegistry } from './services';
import { followSavedLocale } from './saved-locale';
import type { Runtime } from './types';


const feConfigDocument = z.unknown();

/**
 * Builds a runtime and boots it: country → licence, messages, profile and fe-config in parallel, then
 * only the enabled plugins' chunks, their setup, boot taps and (for a player) login taps.
 */
export async function createRuntime(context: RuntimeContext, catalog: readonly PluginCatalogEntry[]): Promise<Runtime> {
  const { site } = context.boot;
  const log = createLogger(context.sendLog);
  const hooks = createHooks();
  let registry: Registry = buildRegistry(hooks, []);
  const feConfigCache = new Map<string, Promise<unknown>>();
  const session = createSessionStore();
  const localeState = { current: context.locale };

  const http = createApiClient({
    baseUrl: context.baseUrl,
    log,
    fetch: context.fetch,
    csrfToken: context.csrfToken,
    onAuthError: () => hooks.authError.call(),
    answers: context.answers,
    ...(context.server ? { timeoutMs: context.server.timeoutMs, retries: false } : {}),
  });

  const runtime: Runtime = {
    site,
    host: context.boot.host,
    origin: context.baseUrl,
    country: site.defaultCountry ?? 'CA',
    licence: site.licence.default,
    device: context.device ?? currentDevice(),
    onServer: context.server !== undefined,
    userAgent: context.userAgent ?? globalThis.navigator?.userAgent ?? '',
    cookies: () => context.cookies ?? (typeof document === 'undefined' ? '' : document.cookie),
    loaded: createLoadedData(context.rendered?.loaded, undefined, undefined, context.rendered?.failed),
    renderedAt: context.rendered?.at ?? null,
    drawnHead: null,
    drawnNotFound: false,
    locale: localeState,
    flags: createFlagStore(site.flags, context.storage),
    session,
    http,
    i18n: await createI18n(context.locale),
    hooks,
    get registry() {
      return registry;
    },
    // Set right below (it needs the runtime), and replaced once the plugins are resolved.
    deferred: null as unknown as Runtime['deferred'],
    services: createServiceRegistry(),
    states: createPluginStates(() => runtime),
    modals: createModalStore((name) => registry.modals.some((modal) => modal.id === name)),
    toasts: createToastStore(),
    log,
    realtime: createRealtimeClient({
      http,
      log,
      baseUrl: context.baseUrl,
      handlers: () => registry.realtime,
      dispatch: (binding, handler, payload) => {
        try {
          binding.handle(payload, pluginRuntimeOf(runtime));
        } catch (error) {
          log.error('REALTIME_HANDLER_ERROR', { plugin: (handler as { pluginId?: string }).pluginId, error: String(error) });
        }
      },
    }),
    href: (path, locale) => withLocale(path, locale ?? localeState.current, site.defaultLocale),
    navigation: context.navigation,
    navigate(path, options = {}) {
      const target = options.raw ? path : runtime.href(path);
      const now = context.navigation.current();
      // Duplicate navigation is ignored (spec part 1 §2).
      if (now.pathname + now.search + now.hash === target) return;
      context.navigation.go(target, { replace: options.replace, state: { from: now.pathname + now.search } });
    },
    pathOf(role) {
      // A site without an auth plugin still has somewhere to send a guest: the other auth popup, else main.
      const order: Record<RouteRole, RouteRole[]> = { 'sign-in': ['sign-in', 'registration', 'main'], registration: ['registration', 'sign-in', 'main'], main: ['main'] };
      for (const wanted of order[role]) {
        const route = registry.routes.find((r) => r.role === wanted);
        if (route) return route.path;
      }
      return '/';
    },
    feConfig(key) {
      let pending = feConfigCache.get(key);
      if (!pending) {
        pending = http
          .request({ path: `/api/fe/config/${key}`, schema: feConfigDocument, code: `LOAD_FE_CONFIG_${key.toUpperCase().replace(/-/g, '_')}` })
          .catch(() => null); // config loaders return nothing on failure (spec part 1 §8)
        feConfigCache.set(key, pending);
      }
      return pending;
    },
    visibility: () => ({
      loggedIn: session.status === 'player',
      licence: runtime.licence,
      flags: runtime.flags.state.values,
      country: runtime.country,
      locale: localeState.current,
      groups: session.player?.groups ?? [],
    }),
    refreshSession: (reason = 'session') => refreshSession(runtime, reason),
    async logout() {
      await http.request({ method: 'delete', path: '/api/users/sign_out', schema: z.unknown(), code: 'LOGOUT' }).catch(() => undefined);
      endSession(runtime);
    },
    async setLocale(locale) {
      if (locale === localeState.current) return;
      localeState.current = locale;
      await loadMessages(runtime.i18n, http, locale);
      await runtime.i18n.changeLanguage(locale);
      // The player's saved language follows their choice; not when the switch is the sign-in following it.
      if (session.status === 'player' && session.player && session.player.language !== locale) {
        await http
          .request({ method: 'patch', path: '/api/player/update_locale', json: { locale }, schema: z.unknown(), code: 'UPDATE_LOCALE' })
          .then(() => session.player && (session.player.language = locale))
          .catch(() => undefined);
      }
    },
  };

  runtime.deferred = createDeferredStart(runtime, [], { routes: [], placeholders: [] }, () => undefined);

  tapContributions(hooks, 'routes', 'core', coreRoutes({ demoAids: context.boot.demoAids === true }).map((route) => ({ ...route, pluginId: 'core' })));
  hooks.authError.tap('core', () => {
    endSession(runtime);
    runtime.navigate(runtime.pathOf('sign-in'));
  });

  const feConfigKeys = feConfigKeysFor(catalog, site.plugins);
  const [country, , , feConfigDocs] = await Promise.all([
    http.request({ path: '/api/current_ip', schema: currentIpSchema, code: 'LOAD_CURRENT_IP' }).then((r) => r.country_code).catch(() => null),
    loadMessages(runtime.i18n, http, context.locale),
    context.maybeSignedIn?.() === false ? settleGuest(runtime) : loadProfile(runtime),
    Promise.all(feConfigKeys.map((key) => runtime.feConfig(key))),
  ]);
  if (country) runtime.country = country;
  runtime.licence = resolveLicence(site, context.boot.host, runtime.country);

  // A plugin gated by an fe-config key is on when its document loaded and does not say `enabled: false`.
  const feConfigOn = new Map(
    feConfigKeys.map((key, i) => {
      const doc = feConfigDocs[i];
      return [key, typeof doc === 'object' && doc !== null && (doc as { enabled?: unknown }).enabled !== false] as const;
    }),
  );
  const resolved = resolvePlugins({
    catalog,
    sitePlugins: site.plugins as Record<string, Record<string, unknown>>,
    flags: runtime.flags.state.values,
    licence: runtime.licence,
    feConfigOn: (key) => feConfigOn.get(key) ?? false,
  });
  for (const skip of resolved.skipped) {
    if (skip.reason === 'unknown') log.error('PLUGIN_CONFIG_ERROR', skip);
  }
  runtime.states.recordSkipped(resolved.skipped);
  // The host names the plugins that draw nothing before the first paint; they start right after it (entry.tsx).
  const later = new Map((context.boot.deferred ?? []).map((plugin) => [plugin.id, plugin]));
  const deferred = resolved.enabled.filter((plugin) => later.has(plugin.entry.head.id));
  registry = await loadPlugins(runtime, resolved.enabled.filter((plugin) => !later.has(plugin.entry.head.id)));
  runtime.states.recordStarted(registry.plugins);
  const claimed = deferred.map((plugin) => later.get(plugin.entry.head.id)!);
  runtime.deferred = createDeferredStart(
    runtime,
    deferred,
    { routes: claimed.flatMap((plugin) => plugin.routes), placeholders: claimed.flatMap((plugin) => plugin.placeholders) },
    (next) => {
      registry = next;
      runtime.states.recordStarted(next.plugins);
    },
    context.boot.deferredScript && context.loadScript ? () => context.loadScript!(context.boot.deferredScript!) : undefined,
  );
  await hooks.boot.promise();
  if (session.status === 'player' && session.player) {
    await hooks.login.promise({ playerId: session.player.id, reason: 'session' });
  }
  // What a guest was shown may differ for a player (hidden providers, country): read again after a session change.
  hooks.login.tapPromise('core:loaded', async () => runtime.loaded.clear());
  hooks.logout.tap('core:loaded', () => runtime.loaded.clear());
  if (!context.server) void runtime.realtime.start(session.player?.id ?? null);
  return runtime;
}

function settleGuest(runtime: Runtime): false {
  runtime.session.player = null;
  runtime.session.status = 'guest';
  return false;
}

async function loadProfile(runtime: Runtime): Promise<boolean> {
  try {
    const player = await runtime.http.request({ path: '/api/player', schema: playerSchema, code: 'LOAD_PLAYER', authOptional: true });
    runtime.session.player = player;
    runtime.session.status = 'player';
    runtime.session.accounts = await runtime.http
      .requestList({ path: '/api/player/accounts', searchParams: { compatibility: true }, item: accountSchema, code: 'LOAD_ACCOUNTS' })
      .catch(() => []);
    return true;
  } catch (error) {
    settleGuest(runtime);
    if (error instanceof ApiError && error.status !== 401) runtime.log.warn('SESSION_UNKNOWN', { status: error.status });
    return false;
  }
}

async function refreshSession(runtime: Runtime, reason: 'session' | 'login' | 'registration') {
  const wasPlayer = runtime.session.status === 'player';
  const isPlayer = await loadProfile(runtime);
  if (isPlayer && !wasPlayer && runtime.session.player) {
    await runtime.hooks.login.promise({ playerId: runtime.session.player.id, reason });
    void runtime.realtime.start(runtime.session.player.id);
    if (reason === 'login') await followSavedLocale(runtime);
  } else if (!isPlayer && wasPlayer) {
    endSession(runtime);
  }
}

/** Logout clears every user store through one lifecycle hook (DESIGN §4). */
function endSession(runtime: Runtime) {
  const wasPlayer = runtime.session.status === 'player';
  runtime.session.player = null;
  runtime.session.accounts = [];
  runtime.session.status = 'guest';
  if (wasPlayer) {
    runtime.states.endSession();
    runtime.hooks.logout.call();
    void runtime.realtime.start(null);
  }
}

/** The currency amounts are shown in: the player's, else (a guest) the site's default (`defaultCurrency`), else EUR. */
export function playerCurrency(runtime: Pick<Runtime, 'session' | 'site'>): string {
  return runtime.session.player?.currency ?? runtime.site.defaultCurrency ?? DEFAULT_CURRENCY;
}

import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { isLocale, type Locale } from '../config/locales';
import type { SiteConfig } from '../schemas/site/site.schema';
import type { BootData } from '../schemas/boot';
import { clientBuildReader, type ClientBuild } from './client-build';
import { createGuestPageCache, guestPageKey, type BuiltPage, GUEST_PAGE_CACHE, type GuestPageCache, type GuestPageCacheOptions } from './guest-page-cache';
import { COMPRESSION } from './compression';
import { bootPreloads, hasSignedInHint } from './boot-preloads';
import { renderIndex } from './html';
import { forSite, loadDefaultMessages, mergeBundles, fallbackChain, type MessageBundle } from './messages';
import type { PlatformConnection } from './platform-connection';
import { siteHeads, type PluginGate } from './plugin-gates';
import { SECURITY_HEADERS } from './security-headers';
import { sendBootBundle } from './send-boot-bundle';
import { pageLocale } from './page-locale';
import { registerPwaRoutes } from './pwa/routes';
import { pageStatus, type PlatformAnswer } from './page-status';
import { registerResponseHeaders } from './response-headers';
import { siteForHost } from './sites';
import { GUEST_BASE, withoutGuestBase } from '../core/seo/head-tags';
import { trailingSlashRedirect } from '../core/router/route-rules';
import { isBot } from '../schemas/feconfig/provider-visibility';
import { registerCrawlingRoutes } from './crawling';
import { pageHead } from './page-head';
import { forwardedHeaders, PlatformCallError, platformGet } from './platform-get';
import { isSocketUpgrade, refuseOtherUpgrades } from './socket-proxy';
import { registerWwwRedirect } from './www-redirect';
import { renderBundleStamp, renderFetch, renderModuleReader, requestDevice } from './server-render';
import { SERVER_CALL_TIMEOUT_MS } from './platform-get';
import type { RenderedPage } from '../core/server-render/render-page';

export interface HostOptions {
  root: string;
  sites: SiteConfig[];
  /**
   * From the plugins' manifests: their heads (sent with each page: without them the browser runs no plugin) and
   * which plugins only the browser can switch on (flag, fe-config, licence), which are not shipped up front.
   */
  pluginGates?: Map<string, PluginGate>;
  platform: PlatformConnection;
  /** Built client (`dist/client`); without it the host answers with a build hint. */
  clientDir: string;
  buildId: string;
  logger?: boolean;
  /**
   * Proxy addresses or CIDRs (`TRUST_PROXY`) whose `X-Forwarded-For` names the client; by default none, so a
   * visitor cannot pick their own address (rate limits and `/api/current_ip` key on it).
   */
  trustProxy?: string[];
  /** While the process drains on shutdown, `/readyz` answers 503 so balancers stop sending. */
  isDraining?: () => boolean;
  /** The demo aids are on (`CROUPIER_MODE=demo`): told to the client, which opens `/ffc` to everyone then. */
  demoAids?: boolean;
  /** Serve HTTPS directly (`TLS_CERT_FILE`/`TLS_KEY_FILE`); usually a proxy in front terminates TLS instead. */
  https?: { key: Buffer | string; cert: Buffer | string };
  /** Calls the host makes to the platform for a page (head data) wait this long; spec part 1 §7: 8 s (tests shorten it). */
  serverCallTimeoutMs?: number;
  /**
   * Where the host's own warnings go (`SSR_FALLBACK`, `SITEMAP_FAILED` with their cause): by default one JSON line
   * on stderr, whether or not Fastify's request logger is on.
   */
  warn?: (code: string, details: Record<string, unknown>) => void;
  /** Guest pages drawn once per key for a few seconds (`server/guest-page-cache.ts`, `GUEST_PAGE_CACHE_SECONDS`); `false`: drawn per request. */
  guestPageCache?: GuestPageCacheOptions | false;
}


const warnOnStderr = (code: string, details: Record<string, unknown>) => console.warn(JSON.stringify({ level: 'warn', time: new Date().toISOString(), code, ...details }));

const OVERRIDE_TTL_MS = 5 * 60_000;
/** How much longer than one platform call a whole server render may take before the browser draws the page instead. */
const RENDER_MARGIN_MS = 250;
/** How long a page's HTTP status may wait for the platform (a CMS path's existence) before it answers 200. */
const PAGE_STATUS_TIMEOUT_MS = 1_500;

/** The site as the page's boot data carries it: its wording reaches the browser in the messages, not twice. */
const siteForBrowser = ({ messages: _messages, ...site }: SiteConfig): SiteConfig => site;

/** A server-side call as the page-status rule reads it: a refusal is a status, a failure stays a failure. */
async function statusAnswer(call: Promise<unknown>): Promise<PlatformAnswer> {
  try {
    return { status: 200, body: await call };
  } catch (error) {
    if (error instanceof PlatformCallError && error.reason === 'status' && error.status !== undefined) return { status: error.status };
    throw error;
  }
}

/**
 * The visitor's headers for the platform calls of their page, in the page's language rather than the browser's:
 * what a page shows follows its address (`/de/…`), so one drawing serves every visitor of that address.
 */
const pageCallHeaders = (request: FastifyRequest, locale: string) => ({ ...forwardedHeaders(request.headers), 'accept-language': locale });

/** The host name the platform knows a site's brand by, for the host's own requests to it. */
const brandHost = (site: SiteConfig) => site.hosts.main[0] ?? '';

/** The Node host: resolves the site by Host header, serves the client and messages, mounts the platform. */
export async function createHostApp(options: HostOptions): Promise<FastifyInstance> {
  const common = { logger: options.logger ?? false, trustProxy: options.trustProxy?.length ? options.trustProxy : false, bodyLimit: 1_048_576 };
  // Typed as the plain HTTP instance: routes, hooks and inject are the same either way.
  const app = (options.https ? Fastify({ ...common, https: options.https }) : Fastify(common)) as unknown as FastifyInstance;
  const defaults = loadDefaultMessages(options.root);
  // Per site and locale: the platform keys its content (CMS text overrides among it) by brand.
  const overrides = new Map<string, { at: number; bundle: Promise<MessageBundle> }>();
  const clientBuild = clientBuildReader(options.clientDir, options.sites, options.pluginGates ?? new Map());
  const renderModule = renderModuleReader(options.clientDir);
  const warn = options.warn ?? warnOnStderr;

  // Registered first so it wraps every answer: pages, messages, the platform's JSON and SVG.
  await app.register(fastifyCompress, COMPRESSION);
  registerResponseHeaders(app);
  registerWwwRedirect(app, options.sites);
  await registerPwaRoutes(app, options);
  await options.platform.mount(app);
  // After the platform's own upgrade listener (embedded socket or the PLATFORM_URL relay).
  app.server.on('upgrade', refuseOtherUpgrades(isSocketUpgrade));

  // Registered even before the first build: a build that lands while the host runs is served without a restart.
  const staticDir = join(options.clientDir, 'static');
  mkdirSync(staticDir, { recursive: true });
  {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/static/',
      immutable: true,
      maxAge: '365d',
      // `.br`/`.gz` copies written by the build, chosen by Accept-Encoding (with `Vary`).
      preCompressed: true,
      // File names carry content hashes: validators would only add bytes to every answer.
      etag: false,
      lastModified: false,
    });
  }

  app.get<{ Params: { file: string } }>('/static/site/:file', async (request, reply) => {
    const bundle = clientBuild()?.bundleAt(`/static/site/${request.params.file}`);
    if (!bundle) return reply.code(404).send({ error: 'not_found' });
    return sendBootBundle(request, reply, bundle);
  });

  /** The content-pages plugin's static slugs for a site (its routes at `/{slug}`), `null` when the site has no such plugin. */
  const staticSlugs = (site: SiteConfig): readonly string[] | null => {
    const raw = (site.plugins as Record<string, unknown>)['content-pages'];
    if (raw === undefined) return null;
    const parsed = options.pluginGates?.get('content-pages')?.options?.(raw);
    const slugs = parsed?.staticSlugs;
    return Array.isArray(slugs) ? slugs.filter((s): s is string => typeof s === 'string') : [];
  };

  const platformOverrides = (site: SiteConfig, locale: Locale) => {
    const key = `${site.id}/${locale}`;
    const cached = overrides.get(key);
    if (cached && Date.now() - cached.at < OVERRIDE_TTL_MS) return cached.bundle;
    const bundle = options.platform.translations(locale, brandHost(site)).catch(() => ({}));
    overrides.set(key, { at: Date.now(), bundle });
    return bundle;
  };

  // A locale's messages as the browser gets them: shipped defaults with fallbacks, then the platform's overrides.
  // Every page needs them for its title: merged once per set of platform overrides, not per request.
  const mergedMessages = new Map<string, { layers: MessageBundle[]; bundle: MessageBundle }>();
  const messagesFor = async (locale: Locale, site: SiteConfig) => {
    const chain = fallbackChain(locale);
    const layers = await Promise.all(chain.map((l) => platformOverrides(site, l)));
    const key = `${site.id}|${locale}`;
    const cached = mergedMessages.get(key);
    if (cached && cached.layers.every((layer, i) => layer === layers[i])) return cached.bundle;
    // Per locale of the chain: shipped messages, the site file's wording, the operator's overrides.
    const merged = mergeBundles(...chain.flatMap((l, i) => [defaults.get(l), site.messages?.[l], layers[i]]));
    const bundle = forSite(merged, Object.keys(site.plugins));
    mergedMessages.set(key, { layers, bundle });
    return bundle;
  };

  // `GET /messages/{locale}.json?t=`
  app.get<{ Params: { file: string } }>('/messages/:file', async (request, reply) => {
    const locale = request.params.file.replace(/\.json$/, '');
    if (!isLocale(locale)) return reply.code(404).send({ error: 'unknown_locale' });
    const site = siteForHost(options.sites, request.headers.host);
    return reply.header('Cache-Control', 'public, max-age=300').send(await messagesFor(locale, site));
  });

  // Crawling (issue 14): `robots.txt` and `sitemap.xml` per site and host.
  registerCrawlingRoutes(app, {
    sites: options.sites,
    fetch: (path, headers, call) => platformGet(options.platform, path, headers, { ...call, timeoutMs: options.serverCallTimeoutMs }),
    staticSlugs,
    sessionPaths: [...(options.pluginGates?.values() ?? [])].flatMap((gate) => gate.routes.filter((route) => route.sessionOnly).map((route) => route.path)),
    log: options.warn ?? warnOnStderr,
  });

  // Liveness: the process answers. Readiness: it should get traffic (a client build to serve, not draining).
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_request, reply) => {
    const ready = !options.isDraining?.() && clientBuild() !== null;
    return reply.code(ready ? 200 : 503).send({ ready });
  });

  const callTimeoutMs = options.serverCallTimeoutMs ?? SERVER_CALL_TIMEOUT_MS;
  /**
   * Draws a guest page with the render bundle, or answers `null` for the browser to draw it: no bundle, no
   * server-side platform calls, or a render that failed or outlasted the server's limit (`SSR_FALLBACK`, with the
   * cause). Never a 500 or a blank page.
   */
  const drawPage = async (page: { boot: BootData; locale: Locale; url: string; site: SiteConfig; host: string; request: FastifyRequest }): Promise<RenderedPage | null> => {
    const renderer = options.platform.get ? await renderModule() : null;
    if (!renderer) return null;
    const failures: PlatformCallError[] = [];
    const visitor = { ...pageCallHeaders(page.request, page.locale), host: page.host || brandHost(page.site) };
    const messagesFile = /^\/messages\/([A-Za-z-]+)\.json(\?|$)/;
    const fetch = renderFetch(options.platform, visitor, callTimeoutMs, (path) => {
      const wanted = messagesFile.exec(path)?.[1];
      return wanted && isLocale(wanted) ? messagesFor(wanted, page.site) : null;
    }, failures);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      // A little past the calls' own limit, so a slow call is named as the cause (several calls in a row still end here).
      timer = setTimeout(() => reject(new Error(`render took over ${callTimeoutMs} ms`)), callTimeoutMs + RENDER_MARGIN_MS);
    });
    try {
      const drawn = await Promise.race([
        renderer.renderPage({
          boot: page.boot,
          locale: page.locale,
          url: page.url,
          origin: `${page.request.protocol}://${page.host || brandHost(page.site)}`,
          fetch,
          timeoutMs: callTimeoutMs,
          device: requestDevice(page.request.headers),
          userAgent: typeof page.request.headers['user-agent'] === 'string' ? page.request.headers['user-agent'] : '',
          cookies: page.request.headers.cookie ?? '',
          log: () => undefined,
        }),
        deadline,
      ]);
      // An address the app sends elsewhere draws nothing (`/de/` → `/de`): the browser follows it as before.
      if (drawn.html === '') return null;
      // A not-found page is proof of absence only when every platform call was answered: a refusal (4xx) is an
      // answer, a failure or a 5xx is not (the page then stays 200, as for a platform that cannot tell).
      return { ...drawn, notFound: drawn.notFound && failures.every((failure) => failure.reason === 'status' && failure.status !== undefined && failure.status < 500) };
    } catch (error) {
      warn('SSR_FALLBACK', { path: page.url, host: page.host, cause: failures[0]?.message ?? (error instanceof Error ? error.message : String(error)) });
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  /**
   * A page of the client as HTML: its status, head tags and boot data, drawn by the server for a guest. `shareable`:
   * drawn for a guest (the guest page cache may answer it to every request of the same key); a signed-in visitor's
   * page, a fallback and an address the app sends elsewhere are not.
   */
  const buildPage = async (request: FastifyRequest, build: ClientBuild, site: SiteConfig): Promise<BuiltPage> => {
    // Spec part 1 §2: guest mode's base path `/guest/` serves the same pages (the browser keeps the base, `basePath`).
    const pathname = request.url.split(/[?#]/)[0] ?? '/';
    const guestBase = withoutGuestBase(pathname) !== pathname;
    const { locale, path } = pageLocale(guestBase ? withoutGuestBase(pathname) : request.url, site);
    const plugins = siteHeads(Object.keys(site.plugins), options.pluginGates ?? new Map());
    const audience = hasSignedInHint(request.headers.cookie) ? 'player' : 'guest';
    const pathOnly = path.split('?')[0] ?? '/';
    const plan = build.pagePlan(site, audience, pathOnly);
    const host = request.headers.host ?? '';
    // The status, the head's lookups and the drawing ask the platform at the same time.
    const status = pageStatus({
      sitePlugins: Object.keys(site.plugins),
      siteOptions: site.plugins,
      gates: options.pluginGates ?? new Map(),
      path: pathOnly,
      locale,
      signedIn: audience === 'player',
      demoAids: options.demoAids === true,
      // A page's status is not worth a slow first byte: past the limit it answers 200 and the client decides.
      ask: (url) => statusAnswer(platformGet(options.platform, url, { host: host || brandHost(site) }, { timeoutMs: PAGE_STATUS_TIMEOUT_MS })),
    });
    const boot = { site: siteForBrowser(site), host, buildId: options.buildId, plugins, demoAids: options.demoAids === true, deferred: plan.deferred, ...(plan.deferredScript ? { deferredScript: plan.deferredScript } : {}), ...(guestBase ? { basePath: GUEST_BASE } : {}) };
    // Issue 14: a guest's page arrives drawn. A signed-in visitor's stays the browser's to draw (balances, the
    // profile and the cashbox are theirs alone, and nothing of a session is ever rendered into shared HTML).
    const drawing = audience === 'guest' && isLocale(locale) ? drawPage({ boot, locale, url: guestBase ? withoutGuestBase(pathname) + request.url.slice(pathname.length) : request.url, site, host, request }) : Promise.resolve(null);
    const head = pageHead({
      site,
      host,
      protocol: request.protocol === 'https' ? 'https' : 'http',
      locale,
      path,
      messages: isLocale(locale) ? await messagesFor(locale, site) : {},
      fetch: (url) => platformGet(options.platform, url, pageCallHeaders(request, locale), { timeoutMs: options.serverCallTimeoutMs }),
      staticSlugs: staticSlugs(site),
      // Pages with a session stay the browser's (client-rendered): the host asks the platform nothing for them.
      addressOnly: audience === 'player' || !options.platform.get,
      // The drawn page's own head (title, description, Open Graph) wins over the host's lookup.
      drawn: drawing.then((page) => page?.head ?? null),
      log: warn,
    });
    const [statusCode, drawn, headTags] = await Promise.all([status, drawing, head]);
    const html = renderIndex(build.html, drawn ? { ...boot, rendered: drawn.rendered } : boot, locale, {
      bundle: drawn ? { ...plan.boot, styles: [...plan.boot.styles, ...build.drawnStyles(site, pathOnly)] } : plan.boot,
      // A drawn page carries its boot's answers and its blocks' data: only the messages file is still fetched.
      preloadFetches: bootPreloads({ locale, path, cookieHeader: request.headers.cookie, pluginRequests: build.firstPaintRequestsFor(site) }).filter((url) => !drawn || url.startsWith('/messages/')),
      head: headTags,
      ...(drawn ? { body: drawn.html } : {}),
    });
    // A drawn not-found page (an unknown promotion or jackpot) is a 404 as the address rule's are: the same screen
    // for a person, the truth for a crawler.
    return { status: drawn?.notFound ? 404 : statusCode, html, shareable: drawn !== null };
  };

  // One cache per client build: a new build's pages name new assets, so none of the old ones is answered again.
  let guestCache: { build: ClientBuild; pages: GuestPageCache } | null = null;
  const guestPages = (build: ClientBuild) => {
    if (guestCache?.build !== build) guestCache = { build, pages: createGuestPageCache(options.guestPageCache || GUEST_PAGE_CACHE) };
    return guestCache.pages;
  };
  // The reference platform's demo switches (`/dev/…`: maintenance, a tournament added, a jackpot dropped) change what
  // guests see: the pages drawn before are dropped, so a demo shows the switch at once. An operator's platform's
  // own changes reach guests within the cache's fresh window.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/dev/')) guestCache = null;
  });

  // Every other GET (and its HEAD) is a page of the client; a route, not the not-found handler, so that
  // route hooks (compression) apply. Unknown API paths and file-like paths stay a JSON 404.
  app.get('/*', async (request, reply) => {
    const wantsPage = !request.url.startsWith('/api/') && !/\.[a-z0-9]{2,5}(\?|$)/i.test(request.url);
    if (!wantsPage) return reply.callNotFound();
    const build = clientBuild();
    if (!build) return reply.code(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    // Spec part 1 §2: trailing slashes are dropped by redirect. The app would do it after loading; the host says
    // it at once, and as a permanent move, so search engines keep one address per page.
    const [pathname = '/', query = ''] = request.url.split(/(?=\?)/);
    const trimmed = trailingSlashRedirect(pathname);
    if (trimmed !== null) return reply.code(301).header('Location', trimmed + query).send();
    const site = siteForHost(options.sites, request.headers.host);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    // A signed-in visitor's page is theirs (and cheap: nothing is drawn); a guest's is kept for all guests of its key.
    const shared = options.guestPageCache !== false && options.platform.get !== undefined && !hasSignedInHint(request.headers.cookie);
    if (!shared) {
      const page = await buildPage(request, build, site);
      return reply.code(page.status).send(page.html);
    }
    const key = guestPageKey({
      build: renderBundleStamp(options.clientDir),
      host: request.headers.host ?? '',
      url: request.url,
      device: requestDevice(request.headers),
      agent: isBot(typeof request.headers['user-agent'] === 'string' ? request.headers['user-agent'] : '') ? 'bot' : 'person',
      forwarded: forwardedHeaders(request.headers),
    });
    const page = await guestPages(build).read(key, () => buildPage(request, build, site));
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    reply.header('Vary', 'Accept-Encoding');
    if (encoding) reply.header('Content-Encoding', encoding);
    return reply.code(page.status).send(await page.encoded(encoding ?? 'identity'));
  });

  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ error: 'not_found' }));

  return app;
}

import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { isLocale, type Locale } from '../config/locales';
import type { SiteConfig } from '../schemas/site/site.schema';
import { clientBuildReader } from './client-build';
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
import { pageStatus } from './page-status';
import { registerResponseHeaders } from './response-headers';
import { siteForHost } from './sites';
import { isSocketUpgrade, refuseOtherUpgrades } from './socket-proxy';
import { registerWwwRedirect } from './www-redirect';

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
}

const OVERRIDE_TTL_MS = 5 * 60_000;

/** The site as the page's boot data carries it: its wording reaches the browser in the messages, not twice. */
const siteForBrowser = ({ messages: _messages, ...site }: SiteConfig): SiteConfig => site;

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

  const platformOverrides = (site: SiteConfig, locale: Locale) => {
    const key = `${site.id}/${locale}`;
    const cached = overrides.get(key);
    if (cached && Date.now() - cached.at < OVERRIDE_TTL_MS) return cached.bundle;
    const bundle = options.platform.translations(locale, brandHost(site)).catch(() => ({}));
    overrides.set(key, { at: Date.now(), bundle });
    return bundle;
  };

  // `GET /messages/{locale}.json?t=`: shipped defaults with fallbacks, then the platform's overrides.
  app.get<{ Params: { file: string } }>('/messages/:file', async (request, reply) => {
    const locale = request.params.file.replace(/\.json$/, '');
    if (!isLocale(locale)) return reply.code(404).send({ error: 'unknown_locale' });
    const site = siteForHost(options.sites, request.headers.host);
    const chain = fallbackChain(locale);
    const layers = await Promise.all(chain.map((l) => platformOverrides(site, l)));
    // Per locale of the chain: shipped messages, the site file's wording, the operator's overrides.
    const merged = mergeBundles(...chain.flatMap((l, i) => [defaults.get(l), site.messages?.[l], layers[i]]));
    return reply.header('Cache-Control', 'public, max-age=300').send(forSite(merged, Object.keys(site.plugins)));
  });

  // Liveness: the process answers. Readiness: it should get traffic (a client build to serve, not draining).
  app.get('/healthz', async () => ({ ok: true }));
  app.get('/readyz', async (_request, reply) => {
    const ready = !options.isDraining?.() && clientBuild() !== null;
    return reply.code(ready ? 200 : 503).send({ ready });
  });

  // Every other GET (and its HEAD) is a page of the client; a route, not the not-found handler, so that
  // route hooks (compression) apply. Unknown API paths and file-like paths stay a JSON 404.
  app.get('/*', async (request, reply) => {
    const wantsPage = !request.url.startsWith('/api/') && !/\.[a-z0-9]{2,5}(\?|$)/i.test(request.url);
    if (!wantsPage) return reply.callNotFound();
    const build = clientBuild();
    if (!build) return reply.code(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    const site = siteForHost(options.sites, request.headers.host);
    const { locale, path } = pageLocale(request.url, site);
    const plugins = siteHeads(Object.keys(site.plugins), options.pluginGates ?? new Map());
    const audience = hasSignedInHint(request.headers.cookie) ? 'player' : 'guest';
    const pathOnly = path.split('?')[0] ?? '/';
    const plan = build.pagePlan(site, audience, pathOnly);
    const status = await pageStatus({
      sitePlugins: Object.keys(site.plugins),
      siteOptions: site.plugins,
      gates: options.pluginGates ?? new Map(),
      path: pathOnly,
      locale,
      signedIn: audience === 'player',
      demoAids: options.demoAids === true,
      ask: (url) => options.platform.get(url, request.headers.host ?? brandHost(site)),
    });
    const page = renderIndex(build.html, { site: siteForBrowser(site), host: request.headers.host ?? '', buildId: options.buildId, plugins, demoAids: options.demoAids === true, deferred: plan.deferred, ...(plan.deferredScript ? { deferredScript: plan.deferredScript } : {}) }, locale, {
      bundle: plan.boot,
      preloadFetches: bootPreloads({ locale, path, cookieHeader: request.headers.cookie, pluginRequests: build.firstPaintRequestsFor(site) }),
    });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });

  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ error: 'not_found' }));

  return app;
}

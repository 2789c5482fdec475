import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { isLocale, type Locale } from '../config/locales';
import type { SiteConfig } from '../schemas/site/site.schema';
import { clientBuildReader } from './client-build';
import { COMPRESSION } from './compression';
import { bootPreloads } from './boot-preloads';
import { renderIndex } from './html';
import { forSite, loadDefaultMessages, mergeBundles, fallbackChain, type MessageBundle } from './messages';
import type { PlatformConnection } from './platform-connection';
import type { PluginGate } from './plugin-gates';
import { ASSET_SECURITY_HEADERS, SECURITY_HEADERS } from './security-headers';
import { sendBootBundle } from './send-boot-bundle';
import { pageLocale } from './page-locale';
import { siteForHost } from './sites';

export interface HostOptions {
  root: string;
  sites: SiteConfig[];
  /**
   * From the plugins' manifests: which plugins only the browser can switch on (flag, fe-config, licence).
   * Without it no plugin is shipped up front and the browser loads each plugin's chunk itself.
   */
  pluginGates?: Map<string, PluginGate>;
  platform: PlatformConnection;
  /** Built client (`dist/client`); without it the host answers with a build hint. */
  clientDir: string;
  buildId: string;
  logger?: boolean;
}

const OVERRIDE_TTL_MS = 5 * 60_000;

/** The Node host: resolves the site by Host header, serves the client and messages, mounts the platform. */
export async function createHostApp(options: HostOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true, bodyLimit: 1_048_576 });
  const defaults = loadDefaultMessages(options.root);
  const overrides = new Map<Locale, { at: number; bundle: Promise<MessageBundle> }>();
  const clientBuild = clientBuildReader(options.clientDir, options.sites, options.pluginGates ?? new Map());

  // Registered first so it wraps every answer: pages, messages, the platform's JSON and SVG.
  await app.register(fastifyCompress, COMPRESSION);
  await options.platform.mount(app);

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
      setHeaders: (res) => {
        for (const [name, value] of Object.entries(ASSET_SECURITY_HEADERS)) res.header(name, value);
      },
    });
  }

  app.get<{ Params: { file: string } }>('/static/site/:file', async (request, reply) => {
    const bundle = clientBuild()?.bundleAt(`/static/site/${request.params.file}`);
    if (!bundle) return reply.code(404).send({ error: 'not_found' });
    return sendBootBundle(request, reply, bundle);
  });

  const platformOverrides = (locale: Locale) => {
    const cached = overrides.get(locale);
    if (cached && Date.now() - cached.at < OVERRIDE_TTL_MS) return cached.bundle;
    const bundle = options.platform.translations(locale).catch(() => ({}));
    overrides.set(locale, { at: Date.now(), bundle });
    return bundle;
  };

  // `GET /messages/{locale}.json?t=`: shipped defaults with fallbacks, then the platform's overrides.
  app.get<{ Params: { file: string } }>('/messages/:file', async (request, reply) => {
    const locale = request.params.file.replace(/\.json$/, '');
    if (!isLocale(locale)) return reply.code(404).send({ error: 'unknown_locale' });
    const site = siteForHost(options.sites, request.headers.host);
    const chain = fallbackChain(locale);
    const layers = await Promise.all(chain.map((l) => platformOverrides(l)));
    const merged = mergeBundles(...chain.flatMap((l, i) => [defaults.get(l), layers[i]]));
    return reply.header('Cache-Control', 'public, max-age=300').send(forSite(merged, Object.keys(site.plugins)));
  });

  app.get('/healthz', async () => ({ ok: true }));

  // Every other GET (and its HEAD) is a page of the client; a route, not the not-found handler, so that
  // route hooks (compression) apply. Unknown API paths and file-like paths stay a JSON 404.
  app.get('/*', async (request, reply) => {
    const wantsPage = !request.url.startsWith('/api/') && !/\.[a-z0-9]{2,5}(\?|$)/i.test(request.url);
    if (!wantsPage) return reply.callNotFound();
    const build = clientBuild();
    if (!build) return reply.code(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    const site = siteForHost(options.sites, request.headers.host);
    const { locale, path } = pageLocale(request.url, site);
    const page = renderIndex(build.html, { site, host: request.headers.host ?? '', buildId: options.buildId }, locale, {
      bundle: build.bundleFor(site),
      preloadFetches: bootPreloads({ locale, path, cookieHeader: request.headers.cookie, pluginRequests: build.firstPaintRequestsFor(site) }),
    });
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });

  app.setNotFoundHandler(async (_request, reply) => reply.code(404).send({ error: 'not_found' }));

  return app;
}

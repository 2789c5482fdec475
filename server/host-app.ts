import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isLocale, type Locale } from '../config/locales';
import type { SiteConfig } from '../schemas/site/site.schema';
import { renderIndex } from './html';
import { forSite, loadDefaultMessages, mergeBundles, fallbackChain, type MessageBundle } from './messages';
import type { PlatformConnection } from './platform-connection';
import { SECURITY_HEADERS } from './security-headers';
import { siteForHost } from './sites';

export interface HostOptions {
  root: string;
  sites: SiteConfig[];
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
  const template = clientTemplate(join(options.clientDir, 'index.html'));

  await options.platform.mount(app);

  if (existsSync(join(options.clientDir, 'static'))) {
    await app.register(fastifyStatic, {
      root: join(options.clientDir, 'static'),
      prefix: '/static/',
      immutable: true,
      maxAge: '365d',
      setHeaders: (res) => {
        for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.header(name, value);
      },
    });
  }

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

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' && !request.url.startsWith('/api/') && !/\.[a-z0-9]{2,5}(\?|$)/i.test(request.url);
    if (!wantsPage) return reply.code(404).send({ error: 'not_found' });
    const html = template();
    if (!html) return reply.code(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
    const site = siteForHost(options.sites, request.headers.host);
    const first = request.url.split('/')[1]?.split(/[?#]/)[0] ?? '';
    const locale = isLocale(first) && site.locales.includes(first) ? first : site.defaultLocale;
    const page = renderIndex(html, { site, host: request.headers.host ?? '', buildId: options.buildId }, locale);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    return reply.code(200).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });

  return app;
}

/** index.html, re-read when a new build replaces it (its asset names change with every build). */
function clientTemplate(file: string): () => string | null {
  let cached: { mtimeMs: number; html: string } | null = null;
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (!cached || cached.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}

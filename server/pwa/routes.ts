import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locale } from '../../config/locales';
import type { SiteConfig } from '../../schemas/site/site.schema';
import { fallbackChain, loadDefaultMessages, mergeBundles, type MessageBundle } from '../messages';
import { SECURITY_HEADERS } from '../security-headers';
import { siteForHost } from '../sites';
import { appIconSvg, renderAppIcon } from './app-icon';
import { frameAncestorsFor } from './frame-ancestors';
import { OFFLINE_SCRIPT, offlinePage } from './offline-page';
import { ICON_SIZES, webManifest } from './web-manifest';

export interface PwaRouteOptions {
  root: string;
  sites: SiteConfig[];
  clientDir: string;
}

/**
 * The installable app's files, per site (issue 13 item 4): `/manifest.webmanifest`, the icons drawn from the logo
 * (`/pwa/icon-{any|maskable}-{192|512}.png`, `/pwa/icon.svg`), `/sw.js` (written by the build next to the client,
 * build/service-worker) and the offline page the worker precaches. Also widens `frame-ancestors` by the site's
 * `embedding.parentOrigins` (item 5), so the betting site may frame the pages.
 */
export async function registerPwaRoutes(app: FastifyInstance, options: PwaRouteOptions): Promise<void> {
  const siteOf = (host: string | undefined) => siteForHost(options.sites, host);
  // Icons are a few hundred milliseconds of drawing at 512 px: once per site, size and purpose.
  const icons = new Map<string, Buffer>();
  let defaults: Map<Locale, MessageBundle> | undefined;
  const messages = (locale: Locale) => {
    defaults ??= loadDefaultMessages(options.root);
    const chain = fallbackChain(locale);
    return mergeBundles(...chain.map((l) => defaults!.get(l)));
  };

  app.addHook('onSend', async (request, reply, payload) => {
    const policy = reply.getHeader('Content-Security-Policy');
    if (typeof policy === 'string') reply.header('Content-Security-Policy', frameAncestorsFor(policy, siteOf(request.headers.host)));
    return payload;
  });

  app.get('/manifest.webmanifest', async (request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('application/manifest+json; charset=utf-8').send(JSON.stringify(webManifest(siteOf(request.headers.host)))),
  );

  app.get<{ Params: { purpose: string; size: string } }>('/pwa/icon-:purpose-:size.png', async (request, reply) => {
    const { purpose } = request.params;
    const size = Number(request.params.size);
    if ((purpose !== 'any' && purpose !== 'maskable') || !ICON_SIZES.includes(size as (typeof ICON_SIZES)[number])) return reply.callNotFound();
    const site = siteOf(request.headers.host);
    const key = `${site.id}:${purpose}:${size}`;
    let png = icons.get(key);
    if (!png) icons.set(key, (png = renderAppIcon(site, size, purpose)));
    return reply.header('Cache-Control', 'public, max-age=86400').type('image/png').send(png);
  });

  app.get('/pwa/icon.svg', async (request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml; charset=utf-8').send(appIconSvg(siteOf(request.headers.host))),
  );

  app.get('/offline.html', async (request, reply) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(offlinePage(siteOf(request.headers.host), messages));
  });
  app.get('/pwa/offline.js', async (_request, reply) => reply.header('Cache-Control', 'no-cache').type('text/javascript; charset=utf-8').send(OFFLINE_SCRIPT));

  // Never cached by HTTP (`no-cache`): the browser asks on each navigation, so a new build's worker is found at
  // once. Read per request: a build that lands while the host runs is picked up like the rest of the client.
  app.get('/sw.js', async (_request, reply) => {
    const script = await readFile(join(options.clientDir, 'sw.js'), 'utf8').catch(() => null);
    if (script === null) return reply.code(404).header('Cache-Control', 'no-store').send({ error: 'not_found' });
    return reply.header('Cache-Control', 'no-cache').header('Service-Worker-Allowed', '/').type('text/javascript; charset=utf-8').send(script);
  });
}

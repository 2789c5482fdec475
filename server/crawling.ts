import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canonicalOrigin, canonicalPath, localisedPath } from '../core/seo/head-tags';
import type { SiteConfig } from '../schemas/site/site.schema';
import { siteForHost } from './sites';

/** A platform call of the host (`platformGet` bound to the connection). */
export type CrawlFetch = (path: string, headers: Record<string, string>, options?: { post?: { body: unknown } }) => Promise<unknown>;

export interface CrawlingOptions {
  sites: readonly SiteConfig[];
  fetch: CrawlFetch;
  /** The content-pages plugin's static slugs for a site, `null` without the plugin. */
  staticSlugs: (site: SiteConfig) => readonly string[] | null;
  /** Paths only a signed-in player can open (routes with `requiresAuth`), kept out of crawlers' way. */
  sessionPaths?: readonly string[];
  log?: (code: string, details: Record<string, unknown>) => void;
}

/** sitemaps.org: at most 50,000 URLs in one file. */
export const SITEMAP_URL_LIMIT = 50_000;
/** Games per call while listing the catalogue (the platform's page-size maximum). */
const GAME_PAGE_SIZE = 200;
/** Session-only areas of spec part 1 §2 and the API; the plugins' `requiresAuth` routes come on top. */
const ALWAYS_DISALLOWED = ['/api/', '/dev/', '/profile', '/users'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

function originOf(request: FastifyRequest, site: SiteConfig): string {
  return canonicalOrigin(site, request.headers.host ?? '', request.protocol === 'https' ? 'https' : 'http');
}

/**
 * `robots.txt` and `sitemap.xml` for the site a host serves (issue 14). A mirror's files name the main host's
 * URLs, as its pages' canonical links do, so the search engine indexes one copy of each page.
 */
export function registerCrawlingRoutes(app: FastifyInstance, options: CrawlingOptions) {
  app.get('/robots.txt', async (request, reply) => {
    const site = siteForHost(options.sites, request.headers.host);
    return reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robotsTxt(site, originOf(request, site), options.sessionPaths ?? []));
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const site = siteForHost(options.sites, request.headers.host);
    // As a guest from the asking host's site; no cookie: the sitemap is the same for every visitor.
    const headers: Record<string, string> = { host: request.headers.host ?? '' };
    try {
      const paths = await sitemapPaths(site, options, headers);
      return reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemapXml(site, originOf(request, site), paths));
    } catch (error) {
      // Without the catalogue the file would mislead crawlers into dropping pages: say "try later".
      options.log?.('SITEMAP_FAILED', { host: request.headers.host, error: String(error) });
      return reply.code(503).header('Retry-After', '300').type('text/plain').send('sitemap temporarily unavailable');
    }
  });
}

export function robotsTxt(site: SiteConfig, origin: string, sessionPaths: readonly string[]): string {
  const disallowed = [...new Set([...ALWAYS_DISALLOWED, ...sessionPaths.map((p) => p.replace(/\/:.*$/, ''))])];
  const localised = site.locales.flatMap((locale) => disallowed.filter((p) => !p.startsWith('/api/') && !p.startsWith('/dev/')).map((p) => localisedPath(p, locale, site.defaultLocale)));
  const lines = ['User-agent: *', ...[...new Set([...disallowed, ...localised])].map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''];
  return lines.join('\n');
}

/** A page the sitemap lists; `alternates`: list the page's language versions with it (`xhtml:link`). */
export interface SitemapPath {
  path: string;
  alternates: boolean;
}

/** Static pages, categories, providers and games of a site, as canonical paths (no locale prefix). */
export async function sitemapPaths(site: SiteConfig, options: CrawlingOptions, headers: Record<string, string>): Promise<SitemapPath[]> {
  const plugins = site.plugins as Record<string, unknown>;
  const out = new Map<string, SitemapPath>();
  const add = (path: string, alternates = true) => {
    const canonical = canonicalPath(path);
    if (!out.has(canonical)) out.set(canonical, { path: canonical, alternates });
  };
  if (plugins.lobby) add('/');
  const slugs = options.staticSlugs(site);
  if (slugs) {
    for (const slug of slugs) add(`/${slug}`);
    const pages = await options.fetch(`/api/cms/pages?l=${encodeURIComponent(site.defaultLocale)}`, headers);
    for (const page of Array.isArray(pages) ? pages.filter(isObject) : []) {
      const categories = Array.isArray(page.categories) ? page.categories : [];
      // Pages for signed-in players only (`reg-only`) are not for crawlers.
      if (categories.includes('reg-only')) continue;
      const path = typeof page.path === 'string' && page.path.startsWith('/') ? page.path : typeof page.slug === 'string' ? `/${page.slug}` : null;
      if (path && path.split('/').filter(Boolean).length <= 3) add(path);
    }
  }
  if (plugins.games) {
    add('/pokies');
    add('/live');
    const menu = await options.fetch('/api/fe/config/menu-categories-games', headers);
    for (const category of isObject(menu) && Array.isArray(menu.categories) ? menu.categories.filter(isObject) : []) {
      if (typeof category.slug !== 'string' || typeof category.section !== 'string') continue;
      add(category.slug === 'all' && category.section !== 'categories' ? `/${category.section}` : `/${category.section}/${category.slug}`);
    }
    const providers = await options.fetch('/api/games/providers', headers);
    for (const provider of Array.isArray(providers) ? providers.filter(isObject) : []) {
      if (typeof provider.slug === 'string') add(`/producers/${encodeURIComponent(provider.slug)}`);
    }
  }
  if (plugins['game-page']) {
    for (let page = 1; ; page += 1) {
      const answer = await options.fetch('/api/games_filter', headers, { post: { body: { device: 'desktop', page, page_size: GAME_PAGE_SIZE, filter: {} } } });
      const games = isObject(answer) && Array.isArray(answer.data) ? answer.data.filter(isObject) : [];
      for (const game of games) {
        if (typeof game.identifier !== 'string') continue;
        const [provider, ...rest] = game.identifier.split('/');
        // Games are many: their language versions are named in each game page's head, not repeated here.
        add(`/play/${encodeURIComponent(provider!)}/${rest.map(encodeURIComponent).join('/')}`, false);
      }
      const pagination = isObject(answer) && isObject(answer.pagination) ? answer.pagination : {};
      if (games.length === 0 || page >= Number(pagination.total_pages ?? 0)) break;
    }
  }
  return [...out.values()];
}

/**
 * The sitemap document (sitemaps.org 0.9 with `xhtml:link` language alternates): one `<url>` per page and site
 * language, every language version of a page linked from each of them plus `x-default`.
 */
export function sitemapXml(site: SiteConfig, origin: string, paths: readonly SitemapPath[]): string {
  const urls: string[] = [];
  for (const { path, alternates } of paths) {
    const links = alternates
      ? [
          ...site.locales.map((locale) => `<xhtml:link rel="alternate" hreflang="${xml(locale)}" href="${xml(origin + localisedPath(path, locale, site.defaultLocale))}"/>`),
          `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + path)}"/>`,
        ].join('')
      : '';
    for (const locale of site.locales) {
      if (urls.length >= SITEMAP_URL_LIMIT) break;
      urls.push(`<url><loc>${xml(origin + localisedPath(path, locale, site.defaultLocale))}</loc>${links}</url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

import { isNoindex } from '../router/route-rules';
import { localePrefix } from '../router/locale-path';
import type { Locale } from '@config/locales';
import type { SiteConfig } from '@schemas/site/site.schema';

/**
 * The tags search engines read, built in ONE place for the host (the HTML it sends) and the browser (kept in
 * sync on every route change): spec part 1 §2 (noindex rule, canonical of categories) and issue 14.
 * Pure functions of their arguments: no `window`, no `document`, safe on the server.
 */

/** Which layer wrote a tag: `route` tags follow the address, `page` tags the page's own data (CMS, game). */
export type HeadLayer = 'route' | 'page';
export const HEAD_ATTRIBUTE = 'data-head';

export interface HeadMeta {
  /** `name` for description/robots, `property` for Open Graph. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface HeadLink {
  rel: 'canonical' | 'alternate';
  href: string;
  hreflang?: string;
}

export interface HeadTags {
  title?: string;
  meta: HeadMeta[];
  links: HeadLink[];
}

/** Where a page is: the site, the host it was asked on, the scheme, its language and its path without the locale. */
export interface RouteHeadContext {
  site: Pick<SiteConfig, 'hosts' | 'locales' | 'defaultLocale'>;
  /** The request's host (may carry a port). */
  host: string;
  protocol: 'http' | 'https';
  locale: string;
  /** The app path without locale prefix, query or hash (`/pokies/new`). */
  path: string;
  /** A dynamic CMS page: noindex from 3 segments on instead of 4. */
  dynamicStaticPage?: boolean;
}

/** What a page knows about itself (CMS blocks, a game, the route's messages). */
export interface PageSeo {
  /** The page's own title; the site's name is appended (`Privacy policy | Aurora Casino`). */
  title?: string;
  /** A complete title, used as is (the lobby). */
  fullTitle?: string;
  description?: string;
  keywords?: string;
  /** SEO data says so (CMS `json.noindex`). */
  noindex?: boolean;
  /** Game and promo pages: Open Graph title, description and image (absolute or site-relative URL). */
  openGraph?: { image?: string; type?: 'website' | 'article' | 'game' };
}

const LOCAL_HOST = /(^|\.)localhost$|^\d{1,3}(\.\d{1,3}){3}$|^\[/;

const bareHost = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

/**
 * The origin canonical links point to: the host asked when it is one of the site's main hosts, else (a
 * mirror) the site's first public main host over https, so every mirror's pages count for the main host.
 */
export function canonicalOrigin(site: RouteHeadContext['site'], host: string, protocol: 'http' | 'https'): string {
  const asked = bareHost(host);
  if (site.hosts.main.includes(asked)) return `${protocol}://${host.toLowerCase()}`;
  const main = site.hosts.main.find((h) => !LOCAL_HOST.test(h)) ?? site.hosts.main[0] ?? asked;
  return `https://${main}`;
}

/** The guest base path (spec part 1 §2): the same pages, served under `/guest/`. */
export const GUEST_BASE = '/guest';

/** Drops the guest base path: `/guest/pokies` → `/pokies`, `/guest` → `/`. */
export function withoutGuestBase(pathname: string): string {
  if (pathname === GUEST_BASE || pathname === `${GUEST_BASE}/`) return '/';
  return pathname.startsWith(`${GUEST_BASE}/`) ? pathname.slice(GUEST_BASE.length) : pathname;
}

/** The path a page is canonically at: categories live under `/pokies/` (spec part 1 §2), no trailing slash. */
export function canonicalPath(path: string): string {
  const clean = (path.split(/[?#]/)[0] ?? '/').replace(/\/+$/, '') || '/';
  const category = /^\/categories\/([^/]+)$/.exec(clean);
  return category ? `/pokies/${category[1]}` : clean;
}

/** The page's address in one language (`/pokies` in `de` → `/de/pokies`). */
export function localisedPath(path: string, locale: string, defaultLocale: string): string {
  const prefix = localePrefix(locale as Locale, defaultLocale as Locale);
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** Canonical, the language alternates (each site locale plus `x-default`) and the path's noindex rule. */
export function routeHeadTags(context: RouteHeadContext): HeadTags {
  const { site } = context;
  const origin = canonicalOrigin(site, context.host, context.protocol);
  const path = canonicalPath(context.path);
  const links: HeadLink[] = [{ rel: 'canonical', href: origin + localisedPath(path, context.locale, site.defaultLocale) }];
  for (const locale of site.locales) links.push({ rel: 'alternate', hreflang: locale, href: origin + localisedPath(path, locale, site.defaultLocale) });
  links.push({ rel: 'alternate', hreflang: 'x-default', href: origin + path });
  const meta: HeadMeta[] = isNoindex(context.path, { dynamicStaticPage: context.dynamicStaticPage }) ? [{ attribute: 'name', key: 'robots', content: 'noindex' }] : [];
  return { meta, links };
}

/** `Privacy policy | Aurora Casino`; the site's name alone without a page title. */
export function pageTitle(siteName: string, page: Pick<PageSeo, 'title' | 'fullTitle'>): string {
  if (page.fullTitle) return page.fullTitle;
  return page.title ? `${page.title} | ${siteName}` : siteName;
}

/** Title, description, keywords, the SEO data's noindex and, for game and promo pages, Open Graph. */
export function pageHeadTags(siteName: string, page: PageSeo, context?: { canonicalUrl?: string; origin?: string; locale?: string }): HeadTags {
  const title = pageTitle(siteName, page);
  const meta: HeadMeta[] = [];
  if (page.description) meta.push({ attribute: 'name', key: 'description', content: page.description });
  if (page.keywords) meta.push({ attribute: 'name', key: 'keywords', content: page.keywords });
  if (page.noindex) meta.push({ attribute: 'name', key: 'robots', content: 'noindex' });
  if (page.openGraph) {
    meta.push({ attribute: 'property', key: 'og:type', content: page.openGraph.type ?? 'website' });
    if (siteName) meta.push({ attribute: 'property', key: 'og:site_name', content: siteName });
    meta.push({ attribute: 'property', key: 'og:title', content: page.title ?? title });
    if (page.description) meta.push({ attribute: 'property', key: 'og:description', content: page.description });
    const image = page.openGraph.image;
    if (image) meta.push({ attribute: 'property', key: 'og:image', content: image.startsWith('/') && context?.origin ? context.origin + image : image });
    if (context?.canonicalUrl) meta.push({ attribute: 'property', key: 'og:url', content: context.canonicalUrl });
    if (context?.locale) meta.push({ attribute: 'property', key: 'og:locale', content: context.locale.replace('-', '_') });
  }
  return { title, meta, links: [] };
}

/** The canonical URL among route tags (Open Graph's `og:url`). */
export const canonicalUrlOf = (tags: HeadTags) => tags.links.find((link) => link.rel === 'canonical')?.href;

const escapeAttribute = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The tags as HTML for the host, each marked with its layer so the browser replaces rather than duplicates them. */
export function headTagsHtml(tags: HeadTags, layer: HeadLayer): string {
  const marker = `${HEAD_ATTRIBUTE}="${layer}"`;
  const meta = tags.meta.map((m) => `<meta ${m.attribute}="${escapeAttribute(m.key)}" content="${escapeAttribute(m.content)}" ${marker}>`);
  const links = tags.links.map((l) => `<link rel="${l.rel}"${l.hreflang ? ` hreflang="${escapeAttribute(l.hreflang)}"` : ''} href="${escapeAttribute(l.href)}" ${marker}>`);
  return [...meta, ...links].join('');
}

import { canonicalOrigin, canonicalUrlOf, headTagsHtml, pageHeadTags, routeHeadTags, type PageSeo } from '../core/seo/head-tags';
import type { SiteConfig } from '../schemas/site/site.schema';
import type { MessageBundle } from './messages';
import { PlatformCallError } from './platform-get';
import { resolvePageSeo, type PlatformFetch } from './page-seo';

export interface PageHeadRequest {
  site: SiteConfig;
  host: string;
  protocol: 'http' | 'https';
  locale: string;
  /** App path without locale prefix, query or guest base. */
  path: string;
  messages: MessageBundle;
  fetch: PlatformFetch;
  staticSlugs: readonly string[] | null;
  /**
   * The address's tags only, the platform asked nothing: a request with the sign-in hint (the page is the player's,
   * rendered in the browser, never crawled), or a platform connection that offers no server-side calls.
   */
  addressOnly: boolean;
  /**
   * The head the server-drawn page stated (`useDocumentHead` while rendering), when it was drawn: its fields win over
   * the host's own lookup, so every plugin's page (a promotion's Open Graph among them) has its tags in the HTML.
   */
  drawn?: Promise<PageSeo | null>;
  /** Where a failed lookup is reported (`SSR_FALLBACK`). */
  log: (code: 'SSR_FALLBACK', details: Record<string, unknown>) => void;
}

/**
 * The `<title>` and head tags of a page as the host sends it: the address's tags (canonical, hreflang, noindex
 * by path) always; the page's own (title, description, SEO noindex, Open Graph) from its data. If the platform
 * fails or takes longer than 8 s the page still goes out, with the address's tags and the site's name.
 */
export async function pageHead(request: PageHeadRequest): Promise<{ title: string; tags: string }> {
  const { site } = request;
  let resolved = { page: {}, dynamicStaticPage: false } as Awaited<ReturnType<typeof resolvePageSeo>>;
  if (!request.addressOnly) {
    try {
      resolved = await resolvePageSeo({ site, locale: request.locale, path: request.path, messages: request.messages, fetch: request.fetch, staticSlugs: request.staticSlugs });
    } catch (error) {
      const cause = error instanceof PlatformCallError ? { reason: error.reason, status: error.status, call: error.path } : { reason: 'error', message: String(error) };
      // A 404 is the platform's answer (no such game or page: the page says so), not a failure to report.
      if (!(error instanceof PlatformCallError && error.reason === 'status' && error.status === 404))
        request.log('SSR_FALLBACK', { path: request.path, host: request.host, ...cause });
    }
  }
  const drawn = (await request.drawn) ?? {};
  // Either one's noindex keeps the page out of search results.
  resolved = { ...resolved, page: { ...resolved.page, ...definedFields(drawn), noindex: resolved.page.noindex === true || drawn.noindex === true } };
  const route = routeHeadTags({ site, host: request.host, protocol: request.protocol, locale: request.locale, path: request.path, dynamicStaticPage: resolved.dynamicStaticPage });
  const page = pageHeadTags(site.name, resolved.page, { canonicalUrl: canonicalUrlOf(route), origin: canonicalOrigin(site, request.host, request.protocol), locale: request.locale });
  return { title: page.title ?? site.name, tags: headTagsHtml(route, 'route') + headTagsHtml(page, 'page') };
}

/** The fields a page stated (an absent or empty one leaves the host's own). */
const definedFields = (page: PageSeo): PageSeo => Object.fromEntries(Object.entries(page).filter(([, value]) => value !== undefined && value !== '')) as PageSeo;

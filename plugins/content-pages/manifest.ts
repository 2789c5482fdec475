import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { listNamesPage } from './page-rules';

/** Spec part 1 §2 "Static": the routes that always exist, content fetched by their slug. */
const STATIC_SLUGS = ['privacy-policy', 'cookie-policy', 'terms-and-conditions', 'general-rules', 'responsible-gaming', 'benefits-of-crypto', 'support'];
const STATIC_PAGES = STATIC_SLUGS.map((slug) => `/${slug}`);
/** A static page is found by its slug: the CMS answers 404 for a slug that is no page. */
const STATIC_PAGE_FOUND_BY = { url: '/api/cms/pages{path}?l={locale}' };
/** A dynamic page is found by its path or id in the page list, as the catch-all route finds it (`page-rules.ts`). */
const DYNAMIC_PAGE_FOUND_BY = { url: '/api/cms/pages?l={locale}', names: listNamesPage };

export const contentPagesOptionsSchema = z.object({
  staticSlugs: z._default(z.array(z.string().check(z.regex(/^[a-z0-9-]+$/))), STATIC_SLUGS),
  /** Spec part 1 §6: links the EE licence hides (benefits of crypto, sportsbook terms). */
  hiddenUnderEE: z._default(z.array(z.string()), ['benefits-of-crypto', 'sportsbook-terms']),
});
export type ContentPagesOptions = z.infer<typeof contentPagesOptionsSchema>;

/** Static and dynamic CMS pages, their menu entries, and the content placeholders this plugin owns. */
export const contentPagesManifest = defineManifest({
  id: 'content-pages',
  options: contentPagesOptionsSchema,
  firstPaintRequests: [
    { url: '/api/cms/pages?l={locale}' },
    // The static pages of the spec (the default `staticSlugs`): their content is the page's largest paint.
    { url: '/api/cms/pages{path}?l={locale}', on: STATIC_PAGES },
  ],
  contributes: {
    routes: {
      // One route per `staticSlugs` entry, each at `/{slug}` (order 500): setup gives the copies their paths.
      'static-page': { path: '/:slug', order: 500, repeat: 'staticSlugs', foundBy: STATIC_PAGE_FOUND_BY },
      // Dynamic pages by path or id: after every plugin route, so a CMS page never shadows one.
      'dynamic-page': { path: '/*', order: 10_000, foundBy: DYNAMIC_PAGE_FOUND_BY },
    },
    menuSources: {
      // Static top-menu pages come last in the header nav (spec §2).
      'header-top-menu': { menu: 'header', order: 900 },
      'sidebar-top-menu': { menu: 'sidebar', order: 900 },
      'footer-info-bottom-menu': { menu: 'footer-info', order: 100 },
      'footer-help-bottom-menu-help': { menu: 'footer-help', order: 100 },
    },
    placeholders: { LiveChatButton: {}, TermsDownload: {}, OperatorDetails: {}, ArticleList: {} },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default contentPagesManifest;

import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';

/** Spec part 1 §2 "Static": the routes that always exist, content fetched by their slug. */
const STATIC_SLUGS = ['privacy-policy', 'cookie-policy', 'terms-and-conditions', 'general-rules', 'responsible-gaming', 'benefits-of-crypto', 'support'];
const STATIC_PAGES = STATIC_SLUGS.map((slug) => `/${slug}`);

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
      'static-page': { path: '/:slug', order: 500, repeat: 'staticSlugs' },
      // Dynamic pages by path or id: after every plugin route, so a CMS page never shadows one.
      'dynamic-page': { path: '/*', order: 10_000 },
    },
    menuSources: {
      // Static top-menu pages come last in the header nav (spec §2).
      'header-top-menu': { menu: 'header', order: 900 },
      'sidebar-top-menu': { menu: 'sidebar', order: 900 },
      'footer-info-bottom-menu': { menu: 'footer-info', order: 100 },
      'footer-help-bottom-menu-help': { menu: 'footer-help', order: 100 },
    },
    placeholders: { LiveChatButton: {}, TermsDownload: {}, OperatorDetails: {} },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default contentPagesManifest;

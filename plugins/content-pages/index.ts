import { definePlugin, withCmsContent } from '@core/index';
import { contentPagesManifest } from './manifest';
import { pagesMenu } from './menu-sources';

// The page and the CMS renderer (sanitiser included) load together, not one after the other.
const loadPage = () => withCmsContent(import('./pages/CmsRoutePage'));

/** Binds the CMS page to its routes, the CMS page lists to their menus, and the placeholders. Wiring only. */
export default definePlugin(contentPagesManifest, (api) => {
  const staticPages = api.options.staticSlugs.map((slug) => ({ key: slug, order: 500, path: `/${slug}`, load: loadPage }));
  api.implement({
    routes: {
      'static-page': staticPages,
      'dynamic-page': loadPage,
    },
    menuSources: {
      'header-top-menu': pagesMenu('top-menu'),
      'sidebar-top-menu': pagesMenu('top-menu'),
      'footer-info-bottom-menu': pagesMenu('bottom-menu'),
      'footer-help-bottom-menu-help': pagesMenu('bottom-menu-help'),
    },
    placeholders: {
      LiveChatButton: () => import('./components/LiveChatButton').then((m) => ({ default: m.LiveChatButton })),
      TermsDownload: () => import('./components/TermsDownload').then((m) => ({ default: m.TermsDownload })),
      OperatorDetails: () => import('./components/OperatorDetails').then((m) => ({ default: m.OperatorDetails })),
      ArticleList: () => import('./components/ArticleList').then((m) => ({ default: m.ArticleList })),
    },
  });
});

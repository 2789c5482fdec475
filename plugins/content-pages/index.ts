import { definePlugin, withCmsContent } from '@core/index';
import { CONTENT_CONTEXT } from './context';
import { manifest } from './manifest';
import { pagesMenu } from './menu-sources';
import { createContentStore } from './store';

// The page and the CMS renderer (sanitiser included) load together, not one after the other.
const loadPage = () => withCmsContent(import('./pages/CmsRoutePage'));

/** Static and dynamic CMS pages, their menu entries, and the content placeholders this plugin owns. */
export default definePlugin(manifest, (api) => {
  // The API client and its CMS schemas load with the store's first request, not with this entry.
  const loadApi = () => import(/* webpackMode: "eager" */ './api').then(({ contentApiOf }) => contentApiOf(api.runtime));
  const store = createContentStore(loadApi, (code, details) => api.runtime.log.warn(code, details));
  api.expose(CONTENT_CONTEXT, { store, options: api.options });

  for (const slug of api.options.staticSlugs) api.addRoute({ path: `/${slug}`, order: 500, load: loadPage });
  // Dynamic pages by path or id: after every plugin route, so a CMS page never shadows one.
  api.addRoute({ path: '/*', order: 10_000, load: loadPage });

  // Static top-menu pages come last in the header nav (spec §2).
  api.addMenuSource({ menu: 'header', id: 'cms-top-menu', order: 900, useEntries: pagesMenu('top-menu') });
  api.addMenuSource({ menu: 'sidebar', id: 'cms-top-menu', order: 900, useEntries: pagesMenu('top-menu') });
  api.addMenuSource({ menu: 'footer-info', id: 'cms-bottom-menu', order: 100, useEntries: pagesMenu('bottom-menu') });
  api.addMenuSource({ menu: 'footer-help', id: 'cms-bottom-menu-help', order: 100, useEntries: pagesMenu('bottom-menu-help') });

  api.addPlaceholder({ name: 'LiveChatButton', load: () => import('./components/LiveChatButton').then((m) => ({ default: m.LiveChatButton })) });
  api.addPlaceholder({ name: 'TermsDownload', load: () => import('./components/TermsDownload').then((m) => ({ default: m.TermsDownload })) });
});

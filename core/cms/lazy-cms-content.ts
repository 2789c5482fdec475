import { lazy } from 'react';

// Named (`lazy-cms`): a server-drawn page carries this chunk's styles with its HTML (server/client-build.ts).
const loadCmsContent = () => import(/* webpackChunkName: "lazy-cms" */ './CmsContent');

/**
 * `CmsContent` for plugins, loaded on first use: the sanitiser (DOMPurify) then lives in the chunk of
 * pages that show CMS content, never in the initial bundle. Render it inside Suspense (route pages and
 * slots are already wrapped by core's `Contained`).
 */
export const CmsContent = lazy(loadCmsContent);

/**
 * Starts loading `CmsContent` ahead of its first render: a route whose page is CMS content loads both chunks
 * in one round (`load: () => withCmsContent(import('./pages/Page'))`) instead of one after the other.
 */
export function withCmsContent<T>(page: Promise<T>): Promise<T> {
  return Promise.all([page, loadCmsContent()]).then(([module]) => module);
}

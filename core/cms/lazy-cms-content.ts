import { lazy } from 'react';

/**
 * `CmsContent` for plugins, loaded on first use: the sanitiser (DOMPurify) then lives in the chunk of
 * pages that show CMS content, never in the initial bundle. Render it inside Suspense (route pages and
 * slots are already wrapped by core's `Contained`).
 */
export const CmsContent = lazy(() => import('./CmsContent'));

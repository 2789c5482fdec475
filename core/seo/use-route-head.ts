import { useLayoutEffect, useRef } from 'react';
import type { Runtime } from '../runtime/types';
import { applyHeadTags } from './apply-head';
import { HEAD_ATTRIBUTE, routeHeadTags } from './head-tags';

/**
 * Keeps the address's head tags (canonical, hreflang alternates, noindex by path, `<html lang>`) in step with
 * the route, from the same helper the host used for the HTML. A layout effect: it runs before the new page's own
 * `useDocumentHead`, so on a route change the host's page tags of the landing page go first and the page then
 * adds its own.
 */
export function useRouteHead(runtime: Pick<Runtime, 'site' | 'host' | 'origin' | 'locale'>, path: string) {
  // The page tags the host wrote, taken at landing (before any page's own `useDocumentHead`, a later effect).
  const hostTags = useRef<Element[] | null>(null);
  const locale = runtime.locale.current;
  useLayoutEffect(() => {
    if (hostTags.current === null) hostTags.current = [...document.head.querySelectorAll(`[${HEAD_ATTRIBUTE}="page"]`)];
    else {
      // The host's page tags describe the landing page only. A page's own tags stay: a page that stays on screen
      // across the change (`/producers/x` → `/producers/x/2`) keeps stating them, and one that goes removes them.
      for (const old of hostTags.current) old.remove();
      hostTags.current = [];
    }
    document.documentElement.lang = locale;
    // From the runtime, not `window.location`: routing reads the runtime's navigation and context only.
    const protocol = runtime.origin.startsWith('https:') ? 'https' : 'http';
    const host = runtime.host || new URL(runtime.origin).host;
    return applyHeadTags(document, routeHeadTags({ site: runtime.site, host, protocol, locale, path }), 'route');
  }, [runtime, locale, path]);
}

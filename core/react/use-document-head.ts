import { useEffect, useMemo } from 'react';
import { applyHeadTags } from '../seo/apply-head';
import { pageHeadTags, type PageSeo } from '../seo/head-tags';
import { useCoreRuntime } from './runtime-context';

export interface DocumentHead {
  /**
   * The complete title (`Privacy policy | Aurora Casino`). Absent: the page states its title with React's `<title>`
   * and only the tags below come from here (the title is then left alone, and not put back on unmount).
   */
  title?: string;
  description?: string;
  keywords?: string;
  noindex?: boolean;
  /** Game and promo pages: Open Graph tags (title, description, `image`) for link previews. */
  openGraph?: { title?: string; image?: string; type?: 'website' | 'article' | 'game' };
}

/**
 * `<title>`, description, keywords, robots and Open Graph of a page (CMS pages, spec part 1 §2; any plugin page),
 * built by the same helper as the host's HTML (`core/seo/head-tags.ts`). The previous title comes back and the
 * tags go when the page unmounts, so the next route starts from the site's defaults.
 */
export function useDocumentHead({ title, description, keywords, noindex, openGraph }: DocumentHead) {
  const runtime = useCoreRuntime();
  const ogTitle = openGraph?.title;
  const ogImage = openGraph?.image;
  const ogType = openGraph?.type;
  const withOpenGraph = openGraph !== undefined;
  const page = useMemo<PageSeo>(
    () => ({ fullTitle: title, title: ogTitle ?? title, description, keywords, noindex, ...(withOpenGraph ? { openGraph: { image: ogImage, type: ogType } } : {}) }),
    [title, description, keywords, noindex, ogTitle, ogImage, ogType, withOpenGraph],
  );
  // Issue 14: on the server, effects never run; what the drawn page states goes into the HTML's head instead
  // (`runtime.drawnHead`, read by the host once the page is drawn; the last page to state one is the route's).
  if (runtime.onServer) runtime.drawnHead = page;
  useEffect(() => {
    const previousTitle = document.title;
    if (page.fullTitle !== undefined) document.title = page.fullTitle;
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
    // The site's name as the host writes it (`og:site_name`), so the tags after hydration are the host's.
    const tags = pageHeadTags(runtime.site.name, page, { canonicalUrl: canonical, origin: canonical ? new URL(canonical).origin : undefined, locale: document.documentElement.lang || undefined });
    const remove = applyHeadTags(document, tags, 'page');
    return () => {
      if (page.fullTitle !== undefined) document.title = previousTitle;
      remove();
    };
  }, [page, runtime]);
}

/** Sets a `<meta name>` and returns how to put the previous value back. */
export function setMeta(name: string, content: string | undefined): () => void {
  if (!content) return () => undefined;
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const created = !meta;
  const previous = meta?.content ?? null;
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.appendChild(meta);
  }
  meta.content = content;
  const element = meta;
  return () => {
    if (created) element.remove();
    else if (previous !== null) element.content = previous;
  };
}

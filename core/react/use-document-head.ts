import { useEffect } from 'react';

export interface DocumentHead {
  title: string;
  description?: string;
  keywords?: string;
  noindex?: boolean;
}

/**
 * `<title>`, description, keywords and robots of a page (CMS pages, spec part 1 §2; any plugin page). Previous values come back
 * when the page unmounts, so the next route starts from the site's defaults.
 */
export function useDocumentHead({ title, description, keywords, noindex }: DocumentHead) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const restore = [
      setMeta('description', description),
      setMeta('keywords', keywords),
      setMeta('robots', noindex ? 'noindex' : undefined),
    ];
    return () => {
      document.title = previousTitle;
      for (const undo of restore) undo();
    };
  }, [title, description, keywords, noindex]);
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

/** Spec part 1 §2: every route deeper than 4 segments is noindex, whichever plugin renders it. */
export function useRobotsForPath(path: string, noindex: boolean) {
  useEffect(() => (noindex ? setMeta('robots', 'noindex') : undefined), [path, noindex]);
}

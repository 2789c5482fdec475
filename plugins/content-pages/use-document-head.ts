import { useEffect } from 'react';

export interface DocumentHead {
  title: string;
  description?: string;
  keywords?: string;
  noindex?: boolean;
}

/**
 * `<title>`, description, keywords and robots of a CMS page (spec part 1 §2). Previous values come back
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

function setMeta(name: string, content: string | undefined): () => void {
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

import { HEAD_ATTRIBUTE, type HeadLayer, type HeadTags } from './head-tags';

/**
 * Puts one layer of head tags into the document: the layer's previous tags (the host's included, they carry the
 * same marker) are replaced, never duplicated. Returns how to remove what it added. Browser only (effects).
 */
export function applyHeadTags(doc: Document, tags: HeadTags, layer: HeadLayer): () => void {
  for (const old of doc.head.querySelectorAll(`[${HEAD_ATTRIBUTE}="${layer}"]`)) old.remove();
  const added: Element[] = [];
  for (const meta of tags.meta) {
    const element = doc.createElement('meta');
    element.setAttribute(meta.attribute, meta.key);
    element.setAttribute('content', meta.content);
    added.push(element);
  }
  for (const link of tags.links) {
    const element = doc.createElement('link');
    element.setAttribute('rel', link.rel);
    if (link.hreflang) element.setAttribute('hreflang', link.hreflang);
    element.setAttribute('href', link.href);
    added.push(element);
  }
  for (const element of added) {
    element.setAttribute(HEAD_ATTRIBUTE, layer);
    doc.head.appendChild(element);
  }
  return () => added.forEach((element) => element.remove());
}

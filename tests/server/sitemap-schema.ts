import { Window } from 'happy-dom';

export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
export const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const CHANGEFREQ = ['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never'];
/** W3C datetime as the schema's `tLastmod` allows (a date, or a date-time with a zone). */
const LASTMOD = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * The rules of the sitemaps.org 0.9 schema (sitemap.xsd), checked on a parsed document: well-formed XML,
 * `urlset` in the sitemap namespace holding only `url` elements (at most 50,000), each with exactly one `loc`
 * (an absolute http(s) URL of 12–2,048 characters) then optional `lastmod`, `changefreq`, `priority` in that
 * order, and elements of other namespaces (`xhtml:link`) only where the schema's `##other` wildcard allows.
 * Returns the problems found, empty when the document is valid.
 */
export function sitemapProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')) problems.push('missing XML declaration with UTF-8');
  const doc = new new Window().DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length) return [...problems, 'not well-formed XML'];
  const root = doc.documentElement;
  if (root.localName !== 'urlset' || root.namespaceURI !== SITEMAP_NS) return [...problems, `root is ${root.localName} in ${root.namespaceURI}`];
  const urls = [...root.children];
  if (urls.length > 50_000) problems.push(`${urls.length} urls (max 50000)`);
  urls.forEach((url, i) => {
    if (url.namespaceURI !== SITEMAP_NS || url.localName !== 'url') return void problems.push(`child ${i} is ${url.localName}`);
    const own = [...url.children].filter((c) => c.namespaceURI === SITEMAP_NS).map((c) => c.localName);
    const order = ['loc', 'lastmod', 'changefreq', 'priority'];
    if (own[0] !== 'loc') problems.push(`url ${i}: loc must come first`);
    if (own.filter((n) => n === 'loc').length !== 1) problems.push(`url ${i}: exactly one loc`);
    for (let k = 1; k < own.length; k += 1) {
      if (order.indexOf(own[k]!) <= order.indexOf(own[k - 1]!)) problems.push(`url ${i}: ${own[k]} out of order or repeated`);
    }
    for (const child of url.children) {
      const value = child.textContent ?? '';
      if (child.namespaceURI === SITEMAP_NS) {
        if (child.localName === 'loc') {
          if (value.length < 12 || value.length > 2048) problems.push(`url ${i}: loc length ${value.length}`);
          if (!/^https?:\/\/[^\s]+$/.test(value)) problems.push(`url ${i}: loc not an absolute URL: ${value}`);
        } else if (child.localName === 'lastmod' && !LASTMOD.test(value)) problems.push(`url ${i}: lastmod ${value}`);
        else if (child.localName === 'changefreq' && !CHANGEFREQ.includes(value)) problems.push(`url ${i}: changefreq ${value}`);
        else if (child.localName === 'priority' && !(/^(0(\.\d+)?|1(\.0+)?)$/.test(value))) problems.push(`url ${i}: priority ${value}`);
        else if (!order.includes(child.localName)) problems.push(`url ${i}: unknown element ${child.localName}`);
      } else if (child.namespaceURI === XHTML_NS && child.localName === 'link') {
        if (child.getAttribute('rel') !== 'alternate' || !child.getAttribute('hreflang') || !/^https?:\/\//.test(child.getAttribute('href') ?? '')) {
          problems.push(`url ${i}: xhtml:link needs rel=alternate, hreflang and an absolute href`);
        }
      } else if (child.namespaceURI === null) problems.push(`url ${i}: element ${child.localName} without a namespace`);
    }
  });
  return problems;
}

/** The `loc` of every `url`, in order. */
export function sitemapLocs(text: string): string[] {
  const doc = new new Window().DOMParser().parseFromString(text, 'application/xml');
  return [...doc.documentElement.children].map((url) => [...url.children].find((c) => c.localName === 'loc')?.textContent ?? '');
}

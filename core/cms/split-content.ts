import { splitPlaceholders, type PlaceholderToken } from './placeholder-syntax';
import { sanitizeToFragment, sanitizeToString } from './sanitize-html';
import { substituteVariables, type CmsVariables } from './variables';

export type CmsSegment = { kind: 'html'; html: string } | { kind: 'placeholder'; name: string; props: Record<string, string> };

export interface PrepareOptions {
  variables?: CmsVariables;
  currency: string;
  /** Formats amount variables (minor units); English when absent. */
  locale?: string;
  /** Adds the locale prefix to same-origin paths, so links open the page in the reader's language. */
  localizePath?: (path: string) => string;
}

type Part = string | PlaceholderToken;

/**
 * CMS HTML → render-ready segments: variables substituted, sanitised, then cut wherever a placeholder
 * stands in a text node. Elements around a placeholder are closed before it and reopened after it, so
 * every HTML segment is well-formed on its own and a placeholder is always a component between segments,
 * never markup. Placeholders in attributes are not placeholders (they are only looked for in text).
 */
export function prepareCmsContent(html: string, options: PrepareOptions): CmsSegment[] {
  const fragment = sanitizeToFragment(substituteVariables(html, options.variables, options.currency, options.locale));
  if (options.localizePath) localizeLinks(fragment, options.localizePath);
  const parts = [...fragment.childNodes].flatMap(walk);
  const segments: CmsSegment[] = [];
  let pending = '';
  const flush = () => {
    // Each piece of HTML passes the sanitiser once more as a string: what reaches innerHTML is its output.
    const clean = pending.trim() ? sanitizeToString(pending) : '';
    if (clean.trim()) segments.push({ kind: 'html', html: clean });
    pending = '';
  };
  for (const part of parts) {
    if (typeof part === 'string') pending += part;
    else {
      flush();
      segments.push({ kind: 'placeholder', name: part.name, props: part.props });
    }
  }
  flush();
  return segments;
}

function walk(node: Node): Part[] {
  if (node.nodeType === 3) {
    const text = node.textContent ?? '';
    return splitPlaceholders(text).map((piece) => (typeof piece === 'string' ? escapeText(piece) : piece));
  }
  if (node.nodeType !== 1) return [];
  const element = node as Element;
  const children = [...element.childNodes].flatMap(walk);
  if (children.every((child) => typeof child === 'string')) return [element.outerHTML];
  const shell = element.cloneNode(false) as Element;
  const closing = `</${element.tagName.toLowerCase()}>`;
  const opening = shell.outerHTML.slice(0, -closing.length);
  const out: Part[] = [];
  let run: string[] = [];
  const close = () => {
    // Wrappers left holding only whitespace (a <p> around a lone placeholder) are dropped.
    if (run.join('').trim()) out.push(opening + run.join('') + closing);
    run = [];
  };
  for (const child of children) {
    if (typeof child === 'string') run.push(child);
    else {
      close();
      out.push(child);
    }
  }
  close();
  return out;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\u00a0/g, '&nbsp;');
}

function localizeLinks(fragment: DocumentFragment, localizePath: (path: string) => string) {
  for (const anchor of fragment.querySelectorAll('a[href^="/"]')) {
    const href = anchor.getAttribute('href') ?? '';
    if (!href.startsWith('//')) anchor.setAttribute('href', localizePath(href));
  }
}

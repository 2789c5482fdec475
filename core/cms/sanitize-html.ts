import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { cmsWindow } from './cms-window';

/**
 * CMS HTML is operator-written but reaches players' browsers, so nothing in it may run script (DESIGN §5).
 * DOMPurify with the HTML profile only (no SVG or MathML, the namespace-confusion playground), no forms,
 * frames, embeds or styles, and URLs limited to https, same-origin paths, mailto, tel and fragments.
 * Checkbox and radio inputs survive: they drive the CSS accordions (`#faq-2` opens one).
 */
const FORBID_TAGS = [
  'script', 'style', 'link', 'meta', 'base', 'title', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet',
  'form', 'button', 'textarea', 'select', 'option', 'optgroup', 'datalist', 'output', 'fieldset', 'keygen',
  'noscript', 'noembed', 'noframes', 'xmp', 'plaintext', 'template', 'dialog', 'portal', 'slot', 'svg', 'math',
  'audio', 'video', 'source', 'track', 'canvas', 'marquee',
];
const FORBID_ATTR = [
  'style', 'formaction', 'form', 'action', 'method', 'srcdoc', 'srcset', 'ping', 'background', 'poster', 'autofocus',
  'xlink:href', 'xmlns', 'is', 'contenteditable', 'draggable', 'accesskey', 'popover', 'popovertarget',
];
const SAFE_URL = /^(?:https:|mailto:|tel:|\/(?![/\\])|#)/i;
const URL_ATTRIBUTES = ['href', 'src', 'cite', 'longdesc', 'usemap'];
const INPUT_TYPES = new Set(['checkbox', 'radio']);

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  FORBID_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

// DOMPurify's own URI pattern stays: it also vets non-URL attributes (`type="checkbox"`). The stricter
// allow-list for URL attributes is applied in the hook below.
let purifier: Purifier | null = null;

function getPurifier(): Purifier {
  if (purifier) return purifier;
  // An instance of our own: hooks added here never touch another user of DOMPurify in the page.
  const view = cmsWindow();
  const instance = DOMPurify(view);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (!(node instanceof view.Element)) return;
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      // DOMPurify allows data: on images by default; no data: URL is needed in content, so none stays.
      if (value !== null && !SAFE_URL.test(value.trim())) node.removeAttribute(name);
    }
    if (node.tagName === 'INPUT' && !INPUT_TYPES.has((node.getAttribute('type') ?? '').toLowerCase())) node.remove();
    if (node.tagName === 'A' && node.getAttribute('target')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** Sanitised content as a detached fragment of the current document. */
export function sanitizeToFragment(html: string): DocumentFragment {
  const instance = getPurifier();
  // DOMPurify hands back its input untouched where it cannot run: fail closed, keep the text only.
  if (!instance.isSupported) return textOnly(html);
  return instance.sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: true });
}

function textOnly(html: string): DocumentFragment {
  const { document } = cmsWindow();
  const fragment = document.createDocumentFragment();
  fragment.append(document.createTextNode(html.replace(/<[^>]*>?/g, ' ')));
  return fragment;
}

/** Sanitised content as a string: what is finally given to `innerHTML`. */
export function sanitizeToString(html: string): string {
  if (!getPurifier().isSupported) return '';
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_DOM_FRAGMENT: false, RETURN_DOM: false }) as string;
}

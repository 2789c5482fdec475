/** Entities a CMS editor's text carries; any other named one is left as written. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', copy: '©', reg: '®', trade: '™', ndash: '–', mdash: '—', hellip: '…', laquo: '«', raquo: '»' };

/** A numeric entity's character; a code point no string may hold is the replacement character, as browsers read it. */
function fromCodePoint(code: number): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
}

/**
 * The text of an HTML fragment (the footer's licence note), without a DOM: the server renderer has none, and the
 * browser must draw the very text the server drew. Nothing is parsed into elements, so nothing can run or load.
 * Comments, script and style bodies are dropped, tags removed (a block's edge leaves a space), runs of white space
 * made one space and entities decoded.
 */
export function textOfHtml(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
    // A block's edge separates words; an inline tag (`lic<b>en</b>ce`) does not.
    .replace(/<\/?(?:p|div|br|hr|li|ul|ol|dl|dt|dd|h[1-6]|table|tr|td|th|section|article|header|footer|blockquote)\b[^>]*>/gi, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/\s+/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') return fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
      return NAMED[name] ?? entity;
    })
    .trim();
}

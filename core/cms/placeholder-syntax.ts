/**
 * The CMS placeholder syntax of spec part 1 §2: `#ComponentName[prop=key;prop2=key2]#` inside page text.
 * Pure string work (no DOM), so it runs anywhere and is cheap to test.
 */
export interface PlaceholderToken {
  name: string;
  props: Record<string, string>;
}

export type TextPiece = string | PlaceholderToken;

const NAME = /^[A-Z][A-Za-z0-9]*$/;
const PROP_KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** Guards against pathological input: a placeholder is a short tag, never a document. */
const MAX_PLACEHOLDER_LENGTH = 1_000;

/**
 * Splits text into plain strings and placeholders. Malformed openings (no closing `]#`, a lower-case or
 * empty name) stay text. A placeholder nested inside another's props is not rendered on its own: brackets
 * are balanced, so the outer one wins and the inner one is just part of a prop value (a string).
 */
export function splitPlaceholders(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let plain = '';
  let index = 0;
  while (index < text.length) {
    const start = text.indexOf('#', index);
    if (start === -1) break;
    const token = readPlaceholder(text, start);
    if (!token) {
      plain += text.slice(index, start + 1);
      index = start + 1;
      continue;
    }
    plain += text.slice(index, start);
    if (plain) pieces.push(plain);
    plain = '';
    pieces.push(token.placeholder);
    index = token.end;
  }
  plain += text.slice(index);
  if (plain) pieces.push(plain);
  return pieces;
}

export function hasPlaceholder(text: string): boolean {
  return splitPlaceholders(text).some((piece) => typeof piece !== 'string');
}

function readPlaceholder(text: string, start: number): { placeholder: PlaceholderToken; end: number } | null {
  const open = text.indexOf('[', start);
  if (open === -1 || open - start > 64) return null;
  const name = text.slice(start + 1, open);
  if (!NAME.test(name)) return null;
  let depth = 1;
  for (let i = open + 1; i < text.length && i - start < MAX_PLACEHOLDER_LENGTH; i++) {
    const char = text[i];
    if (char === '[') depth++;
    else if (char === ']') {
      depth--;
      if (depth === 0) {
        if (text[i + 1] !== '#') return null;
        return { placeholder: { name, props: parseProps(text.slice(open + 1, i)) }, end: i + 2 };
      }
    }
  }
  return null;
}

/** `a=1;b=2` → `{a:'1', b:'2'}`; separators inside nested brackets belong to the value; bad keys are dropped. */
export function parseProps(source: string): Record<string, string> {
  const props: Record<string, string> = {};
  for (const part of splitTopLevel(source)) {
    const eq = part.indexOf('=');
    const key = (eq === -1 ? part : part.slice(0, eq)).trim();
    if (!PROP_KEY.test(key) || key === '__proto__') continue;
    props[key] = eq === -1 ? '' : part.slice(eq + 1).trim();
  }
  return props;
}

function splitTopLevel(source: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of source) {
    if (char === '[') depth++;
    if (char === ']') depth = Math.max(0, depth - 1);
    if (char === ';' && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.filter((part) => part.trim() !== '');
}

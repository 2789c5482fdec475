/**
 * The one check of a `redirect` target, shared by the client router (core/router/route-rules.ts) and the
 * platform's redirecting routes, so what one accepts the other cannot refuse and vice versa.
 *
 * The input is the query value as both sides see it: decoded once (URLSearchParams, Fastify's parser).
 * Only a relative, same-origin path survives; everything a browser or a later hop could turn into another
 * origin is refused: protocol-relative `//host`, backslashes (`/\host` is `//host` to browsers), control
 * characters (a URL parser drops TAB and newlines, so `/<TAB>/host` becomes `//host`), schemes, and the
 * same tricks hidden under one more layer of percent-encoding, since proxies and frameworks that decode
 * twice exist.
 */
export type RedirectCheck = { ok: true; target: string } | { ok: false; reason: 'unsafe' | 'malformed' };

/** Longer targets are refused: a redirect needs no more, and the check stays cheap. */
const MAX_TARGET_LENGTH = 2048;
const BASE = 'https://same.origin.invalid';

// Control characters (C0, DEL) and backslashes: browsers normalise them into other origins.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTER = /[\u0000-\u001f\u007f\\]/;

/** A path that a browser resolves on the same origin: one leading slash, then neither slash nor backslash. */
const isPlainPath = (value: string) => value.startsWith('/') && !value.startsWith('//') && !FORBIDDEN_CHARACTER.test(value);

export function checkRedirectTarget(value: unknown): RedirectCheck {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TARGET_LENGTH) return { ok: false, reason: 'unsafe' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // `%` not followed by two hex digits, or bytes that are not UTF-8: a broken link, not an attack to sanitise.
    return { ok: false, reason: 'malformed' };
  }
  if (!isPlainPath(value) || !isPlainPath(decoded)) return { ok: false, reason: 'unsafe' };
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  // Dot segments are resolved here (`/..//x` → `//x`), so the normalised result is checked once more.
  const target = url.pathname + url.search + url.hash;
  if (url.origin !== BASE || !isPlainPath(target)) return { ok: false, reason: 'unsafe' };
  return { ok: true, target };
}

/** The normalised same-origin path, or `null` for anything else (malformed included). */
export function safeRedirectTarget(value: unknown): string | null {
  const checked = checkRedirectTarget(value);
  return checked.ok ? checked.target : null;
}

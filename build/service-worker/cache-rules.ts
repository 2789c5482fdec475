import { isLocale } from '../../config/locales';

/** Caches of the worker besides Workbox's precache; named with a version so a change of rules drops old ones. */
export const PAGES_CACHE = 'croupier-pages-v1';
export const DATA_CACHE = 'croupier-data-v1';
export const STATIC_CACHE = 'croupier-static-v1';
export const OFFLINE_PAGE = '/offline.html';

/**
 * Whether an answer may be kept for offline use: only what the server itself marks shareable
 * (`Cache-Control: public`, as the platform does for fe-config, CMS content and the host for messages). Anything a
 * session shaped (the player, balances, bonuses: no `public`, or `private`/`no-store`) is never written to a cache.
 */
export function isShareableAnswer(response: Pick<Response, 'ok' | 'status' | 'headers' | 'type'>): boolean {
  if (!response.ok || response.status !== 200 || response.type === 'opaque') return false;
  const control = (response.headers.get('cache-control') ?? '').toLowerCase();
  const vary = (response.headers.get('vary') ?? '').toLowerCase();
  return /\bpublic\b/.test(control) && !/\b(private|no-store)\b/.test(control) && !/\bcookie\b/.test(vary);
}

/** Same-origin GETs of data the shell reads: the platform's API, the messages, the client context. */
export function isDataRequest(url: URL): boolean {
  return url.pathname.startsWith('/api/') || url.pathname.startsWith('/messages/') || url.pathname === '/client-context';
}

/** Pages the worker must leave alone: a game's own document (its frame), the operator's and processor's pages. */
export function isClientPage(url: URL): boolean {
  return !/^\/(api|game-studio|games-frame|operator|dev|static|pwa)(\/|$)/.test(url.pathname) && !/\.[a-z0-9]{2,5}$/i.test(url.pathname);
}

/** The lobby of the address's language (`/de/pokies` → `/de`, `/pokies` → `/`): the page shown read-only offline. */
export function lobbyPathFor(url: URL): string {
  const first = url.pathname.split('/')[1] ?? '';
  return isLocale(first) ? `/${first}` : '/';
}

/**
 * What a data request gets offline when no copy is kept: 504 `{"error":"offline"}`, never cached. An HTTP answer, so
 * the client's API layer reports it at once (its retries are for network errors) and screens show their error or
 * empty states; no maintenance header, so it is not mistaken for maintenance.
 */
export function offlineAnswer(): Response {
  return new Response(JSON.stringify({ error: 'offline' }), { status: 504, statusText: 'Offline', headers: { 'content-type': 'application/json', 'cache-control': 'no-store' } });
}

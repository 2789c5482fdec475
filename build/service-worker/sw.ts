import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { DATA_CACHE, OFFLINE_PAGE, PAGES_CACHE, STATIC_CACHE, isClientPage, isDataRequest, isShareableAnswer, lobbyPathFor, offlineAnswer } from './cache-rules';
import type { ServiceWorkerScope } from './sw-types';

/**
 * The client's service worker (`/sw.js`, issue 13 item 4), bundled by build/service-worker/build-sw.ts; Workbox
 * writes the build's file list into `__WB_MANIFEST`.
 *
 * - The shell (the build's scripts and styles, the offline page) is precached per build; outdated precaches go.
 * - Pages: network first; the last copy of each address is kept for offline; without one, the lobby of the
 *   address's language (the last-seen lobby, drawn read-only with the offline banner), else the offline page.
 * - Data: network first, but only answers marked `public` are kept (cache-rules.ts): nothing a session shaped.
 * - A new build's worker waits until the page says so (the reload prompt), so an open tab never mixes builds.
 */
declare const self: ServiceWorkerScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const pages = new NetworkFirst({ cacheName: PAGES_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 40 })] });

registerRoute(
  new NavigationRoute(async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      // The lobby is kept under the address the page had: `/de` or `/de/`, with or without a query.
      const cache = await caches.open(PAGES_CACHE);
      const path = lobbyPathFor(options.url);
      for (const candidate of new Set([path, path.endsWith('/') ? path : `${path}/`])) {
        const lobby = await cache.match(new URL(candidate, self.location.origin).href, { ignoreSearch: true });
        if (lobby) return lobby;
      }
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  }, { allowlist: [/./], denylist: [/^\/(api|game-studio|games-frame|operator|dev|static|pwa)(\/|$)/] }),
);

// Hashed file names: a copy is valid forever (scripts a plugin loads later, the host's per-site boot script).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/static/'),
  new CacheFirst({ cacheName: STATIC_CACHE, plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 400 })] }),
);

const data = new NetworkFirst({
  cacheName: DATA_CACHE,
  plugins: [
    { cacheWillUpdate: async ({ response }) => (isShareableAnswer(response) ? response : null) },
    // Offline with no copy: an answer at once (504, `offline`), not a network error the client would retry for
    // a quarter of a minute before drawing the last-seen lobby. Online, a failure stays a network error (retried).
    { handlerDidError: async () => (self.navigator.onLine ? undefined : offlineAnswer()) },
    new ExpirationPlugin({ maxEntries: 200 }),
  ],
});
registerRoute(({ url, sameOrigin }) => sameOrigin && isDataRequest(url), data);

/** What the page asks of its worker (plugins/installable-app/sw/worker-messages.ts speaks the same words). */
self.addEventListener('message', (event) => {
  const message = event.data as { type?: string; urls?: unknown } | null;
  if (message?.type === 'SKIP_WAITING') void self.skipWaiting();
  // The first visit happens before the worker runs: the page hands over the addresses it loaded, stored by the
  // rules above (a page, its scripts, its public data), so that visit is what a later offline start shows.
  if (message?.type === 'CACHE_URLS' && Array.isArray(message.urls)) event.waitUntil(Promise.all(message.urls.filter((u): u is string => typeof u === 'string').map(remember)));
});

async function remember(address: string): Promise<void> {
  const url = new URL(address, self.location.origin);
  if (url.origin !== self.location.origin) return;
  const response = await fetch(url.href, { credentials: 'same-origin' }).catch(() => null);
  if (!response || response.status !== 200) return;
  if (url.pathname.startsWith('/static/')) await caches.open(STATIC_CACHE).then((cache) => cache.put(url.href, response));
  else if (isDataRequest(url)) {
    if (isShareableAnswer(response)) await caches.open(DATA_CACHE).then((cache) => cache.put(url.href, response));
  } else if (isClientPage(url) && (response.headers.get('content-type') ?? '').includes('text/html')) await caches.open(PAGES_CACHE).then((cache) => cache.put(url.href, response));
}

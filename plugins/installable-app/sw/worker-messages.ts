/** What the page says to its worker (build/service-worker/sw.ts reads the same words). */
export type WorkerMessage = { type: 'SKIP_WAITING' } | { type: 'CACHE_URLS'; urls: string[] };

/**
 * The addresses of this first visit the worker should keep for offline (it did not run yet when they loaded):
 * the page, the lobby of its language and the same-origin scripts, styles and data it read. The worker applies
 * its own rules (build/service-worker/cache-rules.ts): only public data is stored.
 */
export function firstVisitUrls(page: string, lobby: string, resources: readonly { name: string; initiatorType: string }[], origin: string): string[] {
  const loaded = resources
    .filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link' || entry.initiatorType === 'fetch' || entry.initiatorType === 'css')
    .map((entry) => entry.name)
    .filter((name) => name.startsWith(`${origin}/`) && /^\/(static|messages|api|client-context)/.test(new URL(name).pathname));
  return [...new Set([page, new URL(lobby, origin).href, ...loaded])];
}

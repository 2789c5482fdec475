import autocannon from 'autocannon';

/**
 * The host's page answers for a guest (not pass/fail): requests per second and p99 of `GET /` and `GET /pokies`
 * at 20 connections with the platform warm (issue 14: p99 of `/` ≤ 60 ms). Each answer is the whole HTML the
 * host answers: site, language, head tags from the page's platform data, the page drawn by the server renderer,
 * boot data and assets. As shipped, a guest page is drawn once per key for a few seconds (`server/guest-page-cache.ts`);
 * with `cache: 'off'` (a host started with `GUEST_PAGE_CACHE_SECONDS=0`) every request is drawn.
 */
export interface ServerRenderRow {
  path: string;
  /** `on`: as shipped (guest pages kept a few seconds per key); `off`: every request drawn (`GUEST_PAGE_CACHE_SECONDS=0`), the renderer's own cost. */
  guest_page_cache: 'on' | 'off';
  requests_per_sec: number;
  p50_ms: number;
  p99_ms: number;
  non_2xx: number;
  errors: number;
  /** Budget of the issue, printed beside the number. */
  budget_p99_ms: number | null;
}

const BUDGET_P99_MS: Record<string, number> = { '/': 60 };

export async function runServerRender(baseUrl: string, options: { durationSec?: number; connections?: number; paths?: string[]; cache?: 'on' | 'off' } = {}): Promise<ServerRenderRow[]> {
  const cache = options.cache ?? 'on';
  const rows: ServerRenderRow[] = [];
  for (const path of options.paths ?? ['/', '/pokies']) {
    const url = new URL(path, baseUrl).toString();
    // Warm: the platform's caches, the message bundles and the JIT, so the numbers describe a running host.
    for (let i = 0; i < 20; i += 1) await fetch(url, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
    const result = await autocannon({
      url,
      duration: options.durationSec ?? 10,
      connections: options.connections ?? 20,
      // As a browser asks: compressed, as a guest (no cookie).
      headers: { 'accept-encoding': 'br', accept: 'text/html' },
    });
    rows.push({
      path,
      guest_page_cache: cache,
      requests_per_sec: Math.round(result.requests.average),
      p50_ms: result.latency.p50,
      p99_ms: result.latency.p99,
      non_2xx: result.non2xx,
      errors: result.errors,
      budget_p99_ms: cache === 'on' ? (BUDGET_P99_MS[path] ?? null) : null,
    });
  }
  return rows;
}

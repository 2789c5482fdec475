import autocannon from 'autocannon';

/**
 * Load numbers of the reference platform (not pass/fail): requests per second and p99 latency of the game
 * search, a category listing and the signed-in profile, 10 s each at 20 connections (the load:
 * category ≥ 2,000 req/s with p99 ≤ 20 ms, search ≥ 1,000 req/s). `npm run bench` wires it in.
 */
export interface PlatformLoadRow {
  name: string;
  requests_per_sec: number;
  p99_ms: number;
  non_2xx: number;
  errors: number;
}

export interface PlatformLoadOptions {
  durationSec?: number;
  connections?: number;
  /** A signed-in `Cookie` header; without it the bench signs the seeded demo player in. */
  cookie?: string;
  email?: string;
  password?: string;
}

const SEARCH_BODY = { device: 'desktop', page: 1, page_size: 40, filter: { title: 'book' } };
const CATEGORY_BODY = { device: 'desktop', page: 1, page_size: 40, filter: { categories: { identifiers: ['top'], strategy: 'OR' } } };
const JSON_HEADERS = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** Signs in through the public API and keeps the cookies for `GET /api/player`. */
async function signInCookie(baseUrl: string, email: string, password: string): Promise<string> {
  const response = await fetch(new URL('/api/users/sign_in', baseUrl), {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ user: { email, password } }),
  });
  if (!response.ok) throw new Error(`bench sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function measure(name: string, opts: autocannon.Options): Promise<PlatformLoadRow> {
  const result = await autocannon(opts);
  return {
    name,
    requests_per_sec: Math.round(result.requests.average),
    p99_ms: result.latency.p99,
    non_2xx: result.non2xx,
    errors: result.errors,
  };
}

export async function runPlatformLoad(baseUrl: string, options: PlatformLoadOptions = {}): Promise<PlatformLoadRow[]> {
  const duration = options.durationSec ?? 10;
  const connections = options.connections ?? 20;
  const cookie = options.cookie ?? (await signInCookie(baseUrl, options.email ?? 'demo@croupier.dev', options.password ?? 'Demo12345'));
  const url = (path: string) => new URL(path, baseUrl).toString();
  const rows: PlatformLoadRow[] = [];
  rows.push(
    await measure('POST /api/games_filter (search)', {
      url: url('/api/games_filter'),
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(SEARCH_BODY),
      duration,
      connections,
    }),
  );
  rows.push(
    await measure('POST /api/games_filter (category)', {
      url: url('/api/games_filter'),
      method: 'POST',
      headers: JSON_HEADERS,
      body: JSON.stringify(CATEGORY_BODY),
      duration,
      connections,
    }),
  );
  rows.push(await measure('GET /api/player (signed in)', { url: url('/api/player'), headers: { cookie, 'x-requested-with': 'XMLHttpRequest' }, duration, connections }));
  return rows;
}

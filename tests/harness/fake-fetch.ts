/**
 * A fetch that answers from a table of handlers, for runtimes under test: `'GET /api/player'` → handler.
 * Unmatched calls answer 404 and are recorded, so a test can assert what a plugin requested.
 */
export type FakeHandler = (request: { url: URL; method: string; body: unknown }) => FakeAnswer | Promise<FakeAnswer>;
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export interface FakeFetch {
  fetch: typeof fetch;
  calls: { method: string; path: string; body: unknown }[];
  on(route: string, handler: FakeHandler | FakeAnswer['body']): void;
}

export function createFakeFetch(initial: Record<string, FakeHandler | unknown> = {}): FakeFetch {
  const handlers = new Map<string, FakeHandler>();
  const calls: FakeFetch['calls'] = [];
  const on = (route: string, handler: FakeHandler | unknown) => {
    handlers.set(route, typeof handler === 'function' ? (handler as FakeHandler) : () => ({ body: handler }));
  };
  for (const [route, handler] of Object.entries(initial)) on(route, handler);
  const fakeFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    const body = text ? (JSON.parse(text) as unknown) : undefined;
    calls.push({ method: request.method, path: url.pathname + url.search, body });
    const handler = handlers.get(`${request.method} ${url.pathname}`) ?? matchPattern(handlers, request.method, url.pathname);
    const answer = handler ? await handler({ url, method: request.method, body }) : { status: 404, body: { error: 'not_found' } };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined || status === 204 ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetch: fakeFetch, calls, on };
}

/** `GET /messages/*` style patterns: `*` matches the rest of the path. */
function matchPattern(handlers: Map<string, FakeHandler>, method: string, path: string): FakeHandler | undefined {
  for (const [route, handler] of handlers) {
    const [m, pattern] = route.split(' ');
    if (m !== method || !pattern?.endsWith('*')) continue;
    if (path.startsWith(pattern.slice(0, -1))) return handler;
  }
  return undefined;
}

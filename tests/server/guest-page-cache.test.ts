import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createGuestPageCache, guestPageKey, type BuiltPage } from '../../server/guest-page-cache';
import type { PlatformConnection } from '../../server/platform-connection';
import { renderBundleDir } from '../../server/render-bundle-dir';
import { fakeClientBuild } from './fake-client-build';
import { hostWithPlatform } from './host-with-platform';

/** A renderer that draws what the platform answers: each drawing asks once, so the platform counts drawings. */
const COUNTING_RENDERER = `
export function provideCmsWindow() {}
export async function renderPage(request) {
  const answer = await request.fetch(request.origin + '/api/games_filter', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
  if (!answer.ok) throw new Error('games_filter answered ' + answer.status);
  const drawing = await answer.json();
  return { html: '<main data-drawing="' + drawing.n + '">' + request.device + '</main>', rendered: { at: 1, device: request.device, loaded: {}, answers: {} } };
}
`;

const built = (html: string, shareable = true): BuiltPage => ({ status: 200, html, shareable });

describe('guest page cache', () => {
  it('answers a kept page while fresh, then the kept one while one request draws it again, then the new one', async () => {
    let clock = 0;
    const cache = createGuestPageCache({ freshMs: 10, staleMs: 50, maxEntries: 10, now: () => clock });
    let drawings = 0;
    const draw = async () => built(`page ${++drawings}`);
    expect((await cache.read('k', draw)).html).toBe('page 1');
    clock = 9;
    expect((await cache.read('k', draw)).html).toBe('page 1');
    clock = 20;
    // Stale: answered at once, drawn again behind the answer.
    expect((await cache.read('k', draw)).html).toBe('page 1');
    await Promise.resolve();
    await new Promise((resolve) => setImmediate(resolve));
    expect(drawings).toBe(2);
    expect((await cache.read('k', draw)).html).toBe('page 2');
    // Too old to answer: the visitor waits for a new drawing.
    clock = 200;
    expect((await cache.read('k', draw)).html).toBe('page 3');
  });

  it('draws once for every request of a key that arrives while it is drawn', async () => {
    const cache = createGuestPageCache({ freshMs: 1000, staleMs: 0, maxEntries: 10 });
    let drawings = 0;
    let finish: (page: BuiltPage) => void = () => undefined;
    const draw = () => {
      drawings += 1;
      return new Promise<BuiltPage>((resolve) => (finish = resolve));
    };
    const answers = Promise.all(Array.from({ length: 20 }, () => cache.read('k', draw)));
    finish(built('once'));
    expect((await answers).map((p) => p.html)).toEqual(Array(20).fill('once'));
    expect(drawings).toBe(1);
  });

  it('keeps no page that was not drawn for everyone (a fallback, a failure), and forgets the least recently used', async () => {
    const cache = createGuestPageCache({ freshMs: 1000, staleMs: 0, maxEntries: 2 });
    let drawings = 0;
    await cache.read('fallback', async () => built(`fallback ${++drawings}`, false));
    expect((await cache.read('fallback', async () => built(`fallback ${++drawings}`, false))).html).toBe('fallback 2');
    await expect(cache.read('failing', () => Promise.reject(new Error('render failed')))).rejects.toThrow('render failed');
    expect(cache.size()).toBe(0);
    await cache.read('a', async () => built('a'));
    await cache.read('b', async () => built('b'));
    await cache.read('a', async () => built('a again'));
    await cache.read('c', async () => built('c'));
    expect((await cache.read('a', async () => built('a redrawn'))).html).toBe('a');
    expect((await cache.read('b', async () => built('b redrawn'))).html).toBe('b redrawn');
  });

  it('keys on every input of a guest page; cookies that change nothing and their order do not split it', () => {
    const base = { build: '1', host: 'aurora.test', url: '/', device: 'desktop', agent: 'person' as const, forwarded: { host: 'aurora.test', 'accept-language': 'de' } };
    const key = guestPageKey(base);
    expect(guestPageKey({ ...base, forwarded: { ...base.forwarded, 'accept-language': 'no', cookie: 'stag=7; csrf_token=x' } })).toBe(key);
    const cookies = guestPageKey({ ...base, forwarded: { cookie: 'cookie_consent=1; dev_country=DE' } });
    expect(guestPageKey({ ...base, forwarded: { cookie: 'dev_country=DE;cookie_consent=1; affb_id=3' } })).toBe(cookies);
    const others = [
      cookies,
      guestPageKey({ ...base, build: '2' }),
      guestPageKey({ ...base, host: 'desert.test' }),
      guestPageKey({ ...base, url: '/?stag=1' }),
      guestPageKey({ ...base, device: 'mobile' }),
      guestPageKey({ ...base, agent: 'bot' }),
      guestPageKey({ ...base, forwarded: { 'cf-ipcountry': 'AU' } }),
      guestPageKey({ ...base, forwarded: { 'x-forwarded-for': '203.0.113.9' } }),
    ];
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
  });
});

describe('host: guest pages from the cache (issue 14 speed)', () => {
  const build = fakeClientBuild();
  const renderDir = renderBundleDir(build.dir);
  mkdirSync(renderDir, { recursive: true });
  writeFileSync(join(renderDir, 'render.js'), COUNTING_RENDERER);
  let app: FastifyInstance | null = null;
  const counting = (failFirst = false) => {
    const state = { drawings: 0 };
    const platform: PlatformConnection = {
      // A demo switch of the reference platform (as `PUT /dev/maintenance`).
      mount: async (host) => {
        host.put('/dev/switch', async () => ({ on: true }));
      },
      translations: async () => ({}),
      close: async () => undefined,
      get: (path) => {
        if (!path.startsWith('/api/games_filter')) return Promise.resolve({ status: 200, body: {} });
        state.drawings += 1;
        if (failFirst && state.drawings === 1) return Promise.resolve({ status: 500, body: {} });
        return Promise.resolve({ status: 200, body: { n: state.drawings } });
      },
    };
    return { state, platform };
  };
  const drawingOf = (body: string) => /data-drawing="(\d+)"/.exec(body)?.[1] ?? null;
  afterEach(async () => {
    await app?.close();
  });
  afterAll(() => {
    rmSync(build.dir, { recursive: true, force: true });
    rmSync(renderDir, { recursive: true, force: true });
  });

  it('draws a guest page once for every guest it would be the same for, compressed once', async () => {
    const { state, platform } = counting();
    app = await hostWithPlatform(platform, build.dir, () => undefined);
    const guest = { host: 'localhost', 'accept-encoding': 'br' };
    const first = await app.inject({ url: '/', headers: guest });
    // Another desktop browser, in another language, with a partner cookie: the same page.
    const again = await app.inject({ url: '/', headers: { ...guest, cookie: 'stag=p1', 'accept-language': 'de-DE', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0' } });
    expect(drawingOf(first.body === '' ? '' : brotliDecompressSync(first.rawPayload).toString())).toBe('1');
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.headers.vary).toContain('Accept-Encoding');
    expect(state.drawings).toBe(1);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(drawingOf(plain.body)).toBe('1');
    expect(state.drawings).toBe(1);
  });

  it('a page of other inputs is drawn for them: another device, a search engine, another country or cookie, another address', async () => {
    const { state, platform } = counting();
    app = await hostWithPlatform(platform, build.dir, () => undefined);
    const pages = [
      { url: '/', headers: { host: 'localhost' } },
      { url: '/', headers: { host: 'localhost', 'user-agent': 'Mozilla/5.0 (iPhone) Mobile' } },
      { url: '/', headers: { host: 'localhost', 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' } },
      { url: '/', headers: { host: 'localhost', 'cf-ipcountry': 'AU' } },
      { url: '/', headers: { host: 'localhost', cookie: 'dev_country=NO' } },
      { url: '/de', headers: { host: 'localhost' } },
    ];
    const drawn = [];
    for (const page of pages) drawn.push(drawingOf((await app.inject(page)).body));
    expect(drawn).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(state.drawings).toBe(6);
  });

  it('never keeps a signed-in page or a fallback: the next guest after a failing platform is drawn', async () => {
    const { state, platform } = counting(true);
    app = await hostWithPlatform(platform, build.dir, () => undefined);
    const fallback = await app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(fallback.body).toContain('<div id="root"></div>');
    const drawn = await app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(drawingOf(drawn.body)).toBe('2');
    const player = await app.inject({ url: '/', headers: { host: 'localhost', cookie: 'signed_in=1' } });
    expect(player.body).toContain('<div id="root"></div>');
    expect(state.drawings).toBe(2);
  });

  it('a demo switch of the reference platform drops the pages drawn before it', async () => {
    const { state, platform } = counting();
    app = await hostWithPlatform(platform, build.dir, () => undefined);
    await app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(drawingOf((await app.inject({ url: '/', headers: { host: 'localhost' } })).body)).toBe('1');
    expect((await app.inject({ method: 'PUT', url: '/dev/switch', headers: { host: 'localhost' } })).statusCode).toBe(200);
    expect(drawingOf((await app.inject({ url: '/', headers: { host: 'localhost' } })).body)).toBe('2');
    expect(state.drawings).toBe(2);
  });

  it('draws per request when the operator turns the cache off', async () => {
    const { state, platform } = counting();
    app = await hostWithPlatform(platform, build.dir, () => undefined, { guestPageCache: false });
    await app.inject({ url: '/', headers: { host: 'localhost' } });
    const second = await app.inject({ url: '/', headers: { host: 'localhost' } });
    expect(drawingOf(second.body)).toBe('2');
    expect(state.drawings).toBe(2);
  });
});

import { SIGNED_IN_HINT_COOKIE } from '../../schemas/wire/session-hint';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHostApp } from '../../server/host-app';
import { pluginIds } from '../../server/plugin-folders';
import { loadPluginGates } from '../../server/plugin-gates';
import type { MessageBundle } from '../../server/messages';
import { loadSites } from '../../server/sites';
import { fakeClientBuild } from './fake-client-build';

const root = fileURLToPath(new URL('../..', import.meta.url));
const AURORA = 'localhost';
const DESERT = 'desert.localhost';

const decode = (encoding: string | undefined, body: Buffer) =>
  (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString('utf8');

/** What the host serves of a client build: encodings, HEAD, the site's boot bundle and the page's preloads. */
describe('host: client assets', () => {
  let app: FastifyInstance;
  const build = fakeClientBuild();

  beforeAll(async () => {
    const plugins = pluginIds(join(root, 'plugins'));
    app = await createHostApp({
      root,
      sites: loadSites(join(root, 'sites'), plugins),
      pluginGates: await loadPluginGates(join(root, 'plugins'), 'manifest.ts', plugins),
      platform: {
        mount: async () => undefined,
        // The operator's overrides, per brand host (flat keys with dots, as operators write them).
        translations: async (_locale, host): Promise<MessageBundle> => (host === 'desert.localhost' ? { lobby: { 'category.top': 'Oasis favourites' } } : {}),
        close: async () => undefined,
      },
      clientDir: build.dir,
      buildId: 'test',
    });
  });
  afterAll(() => app.close());

  const get = (url: string, headers: Record<string, string> = {}, host = AURORA) => app.inject({ method: 'GET', url, headers: { host, ...headers } });
  const page = async (url: string, headers: Record<string, string> = {}, host = AURORA) => (await get(url, headers, host)).body;

  it.each(['br', 'gzip', 'identity'])('serves a build asset as %s, decoding to the same bytes', async (encoding) => {
    const response = await get('/static/js/index.js', { 'accept-encoding': encoding });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
    if (encoding !== 'identity') expect(String(response.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(decode(response.headers['content-encoding'] as string | undefined, response.rawPayload)).toBe(build.files['/static/js/index.js']);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each(['br', 'gzip'])('compresses pages on the fly (%s)', async (encoding) => {
    const response = await get('/pokies', { 'accept-encoding': encoding });
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(decode(encoding, response.rawPayload)).toBe(await page('/pokies'));
  });

  it.each(['/', '/pokies', '/static/js/index.js', '/messages/en.json', '/healthz'])('answers HEAD %s as GET does, without a body', async (url) => {
    const [got, head] = [await get(url), await app.inject({ method: 'HEAD', url, headers: { host: AURORA } })];
    expect(head.statusCode).toBe(got.statusCode);
    expect(head.headers['content-type']).toBe(got.headers['content-type']);
    expect(head.body).toBe('');
  });

  it("layers a site's wording over the shipped messages and the brand's operator overrides over both, and keeps it out of the page", async () => {
    const messages = async (host: string, locale: string) => (await get(`/messages/${locale}.json`, {}, host)).json<Record<string, Record<string, Record<string, string>>>>();
    const desert = await messages(DESERT, 'en-KW');
    expect(desert.games!.menu!.live).toBe('Live tables'); // sites/desert.json `messages`
    expect(desert.games!.menu!.favorites).toBe('Favourite games'); // the rest of the tree is kept
    expect(desert.lobby!.category!.top).toBe('Oasis favourites'); // the platform's, for this brand
    const aurora = await messages(AURORA, 'en');
    expect(aurora.games!.menu!.live).toBe('Live casino');
    expect(aurora.lobby!.category!.top).toBe('Top games');
    expect(await page('/', {}, DESERT)).not.toContain('Live tables');
  });

  it('keeps unknown API paths and missing files a JSON 404', async () => {
    expect((await get('/api/nothing-here')).statusCode).toBe(404);
    expect((await get('/static/js/missing.js')).statusCode).toBe(404);
  });

  it("ships a site's enabled plugins as one script and none of a disabled plugin's code", async () => {
    const bundleOf = async (host: string) => {
      const html = await page('/', {}, host);
      const path = /<script defer src="(\/static\/site\/[^"]+\.js)"/.exec(html)?.[1];
      expect(path).toBeDefined();
      // Before the entry: its chunks are queued when the runtime starts.
      expect(html.indexOf(path!)).toBeLessThan(html.indexOf('/static/js/index.js"'));
      return { html, path: path!, body: (await get(path!, {}, host)).body };
    };
    const aurora = await bundleOf(AURORA);
    expect(aurora.body).toContain('"plugin-lobby-index-ts"');
    expect(aurora.body).toContain('"plugin-awards-index-ts"');
    expect(aurora.body.match(/"shared-by-plugins"/g)).toHaveLength(1);
    expect(aurora.html).toContain('<style data-href="/static/css/async/plugin-lobby-index-ts.css">.lobby{color:red}</style>');

    const desert = await bundleOf(DESERT);
    expect(desert.body).toContain('"plugin-lobby-index-ts"');
    expect(desert.body).not.toContain('awards');
    expect(desert.path).not.toBe(aurora.path);

    for (const encoding of ['br', 'gzip']) {
      const response = await get(aurora.path, { 'accept-encoding': encoding });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decode(encoding, response.rawPayload)).toBe(aurora.body);
    }
  });

  it("adds plugins' signed-in first-paint chunks (`player-<id>`) to the boot script of a visitor with the sign-in hint only", async () => {
    const scriptOf = async (headers: Record<string, string>) => {
      const html = await page('/', headers);
      const path = /<script defer src="(\/static\/site\/[^"]+\.js)"/.exec(html)![1]!;
      return { html, path, body: (await get(path)).body };
    };
    const guest = await scriptOf({});
    expect(guest.body).not.toContain('"player-lobby"');
    expect(guest.html).not.toContain('players-only');
    const player = await scriptOf({ cookie: `${SIGNED_IN_HINT_COOKIE}=1` });
    expect(player.path).not.toBe(guest.path);
    expect(player.body).toContain('"player-lobby"');
    expect(player.body).toContain('"plugin-lobby-index-ts"');
    expect(player.html).toContain('<style data-href="/static/css/async/player-lobby.css">.players-only{color:blue}</style>');
  });

  it("preloads the boot requests: core's, the player only with the sign-in hint, plugins' on their pages", async () => {
    const preloads = async (url: string, cookie?: string) =>
      [...(await page(url, cookie ? { cookie } : {})).matchAll(/<link rel="preload" as="fetch" crossorigin="anonymous" href="([^"]+)">/g)].map((m) => m[1]);
    const lobby = await preloads('/');
    expect(lobby).toEqual(expect.arrayContaining(['/api/current_ip', '/api/notices?l=en', '/api/fe/config/banners-config?l=en']));
    expect(lobby.some((url) => /^\/messages\/en\.json\?t=\d+$/.test(url!))).toBe(true);
    expect(lobby).not.toContain('/api/player');
    expect(await preloads('/', 'signed_in=1')).toContain('/api/player');

    const german = await preloads('/de/privacy-policy');
    expect(german).toContain('/api/notices?l=de');
    expect(german.some((url) => url!.startsWith('/api/fe/config/banners-config'))).toBe(false);
  });
});

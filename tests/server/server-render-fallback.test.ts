import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { PlatformConnection } from '../../server/platform-connection';
import { renderBundleDir } from '../../server/render-bundle-dir';
import { requestDevice } from '../../server/server-render';
import { EARLY_GUARD_HASH, EARLY_GUARD_SCRIPT } from '../../server/early-guard';
import { fakeClientBuild } from './fake-client-build';
import { hostWithPlatform } from './host-with-platform';


/**
 * A render bundle standing in for the built one (`rsbuild.render.config.ts`): it asks the platform for the lobby's
 * games through the host's `fetch`, as the real renderer does, and draws them, or fails the way the real one would.
 */
const FAKE_RENDERER = `
export function provideCmsWindow() {}
export async function renderPage(request) {
  const answer = await request.fetch(request.origin + '/api/games_filter', { method: 'POST', body: JSON.stringify({ page: 1 }), headers: { 'content-type': 'application/json' } });
  if (!answer.ok) throw new Error('games_filter answered ' + answer.status);
  const games = await answer.json();
  return { html: '<main data-drawn>' + games.data.map((g) => '<a>' + g.title + '</a>').join('') + '</main>', rendered: { at: 1, device: request.device, loaded: { 'games:x': games.data }, answers: {} } };
}
`;

describe('host: server rendering falls back to the browser (issue 14 "failure is graceful")', () => {
  const build = fakeClientBuild();
  const renderDir = renderBundleDir(build.dir);
  mkdirSync(renderDir, { recursive: true });
  writeFileSync(join(renderDir, 'render.js'), FAKE_RENDERER);
  const logged: Record<string, unknown>[] = [];
  let app: FastifyInstance | null = null;
  const platform = (behaviour: 'answer' | 'fail' | 'hang'): PlatformConnection => ({
    mount: async () => undefined,
    translations: async () => ({}),
    close: async () => undefined,
    get: (path) => {
      if (behaviour === 'hang') return new Promise(() => undefined);
      if (behaviour === 'fail') return Promise.resolve({ status: 500, body: { error: 'internal_error' } });
      return Promise.resolve({ status: 200, body: path.startsWith('/api/games_filter') ? { data: [{ title: 'Book of Tests' }] } : {} });
    },
  });
  const start = async (behaviour: 'answer' | 'fail' | 'hang') => {
    app = await hostWithPlatform(platform(behaviour), build.dir, (code, details) => logged.push({ code, ...details }));
    return app;
  };
  afterEach(async () => {
    await app?.close();
    logged.length = 0;
  });
  afterAll(() => {
    rmSync(build.dir, { recursive: true, force: true });
    rmSync(renderDir, { recursive: true, force: true });
  });

  it('a guest page is drawn by the renderer and carries what it was drawn with', async () => {
    const host = await start('answer');
    const response = await host.inject({ url: '/', headers: { host: 'localhost', 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root" data-rendered=""><main data-drawn><a>Book of Tests</a></main></div>');
    const boot = JSON.parse(/id="croupier-boot">([\s\S]*?)<\/script>/.exec(response.body)![1]!) as { rendered: { device: string; loaded: Record<string, unknown> } };
    expect(boot.rendered).toMatchObject({ device: 'mobile', loaded: { 'games:x': [{ title: 'Book of Tests' }] } });
    expect(logged).toEqual([]);
    // Its forms do nothing until the app has the page; that one inline script is allowed by its hash, no other.
    expect(response.body).toContain(`<script>${EARLY_GUARD_SCRIPT}</script>`);
    expect(response.headers['content-security-policy']).toContain(`script-src 'self' 'unsafe-eval' ${EARLY_GUARD_HASH};`);
  });

  it('a signed-in visitor is never drawn on the server', async () => {
    const host = await start('answer');
    const response = await host.inject({ url: '/', headers: { host: 'localhost', cookie: 'signed_in=1' } });
    expect(response.body).toContain('<div id="root"></div>');
  });

  it.each(['fail', 'hang'] as const)('platform %s: the browser draws the page (200, the empty root), SSR_FALLBACK logged with the cause', async (behaviour) => {
    const host = await start(behaviour);
    const response = await host.inject({ url: '/', headers: { host: 'localhost' } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('"rendered":');
    expect(response.body).not.toContain(EARLY_GUARD_SCRIPT);
    const fallback = logged.find((entry) => entry.code === 'SSR_FALLBACK' && entry.path === '/');
    expect(fallback?.cause).toMatch(behaviour === 'fail' ? /games_filter: status 500/ : /games_filter: timeout/);
  });

  it('guesses the catalogue device from the request', () => {
    expect(requestDevice({ 'user-agent': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' })).toBe('mobile');
    expect(requestDevice({ 'sec-ch-ua-mobile': '?1' })).toBe('mobile');
    expect(requestDevice({ 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0 Safari/537.36' })).toBe('desktop');
  });
});

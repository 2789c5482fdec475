import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformConnection } from '../../server/platform-connection';
import { renderBundleDir } from '../../server/render-bundle-dir';
import { fakeClientBuild } from './fake-client-build';
import { hostWithPlatform } from './host-with-platform';

/** A promotion's page as its plugin states it while drawn (`useDocumentHead` on the server). */
const PROMO_RENDERER = `
export function provideCmsWindow() {}
export async function renderPage(request) {
  const head = request.url.startsWith('/tournaments/')
    ? { fullTitle: 'Weekly Race · Aurora Casino', title: 'Weekly Race', description: 'Spin to climb the board', openGraph: { image: '/promo/race.png', type: 'article' } }
    : null;
  return { html: '<main>drawn</main>', rendered: { at: 1, device: request.device, loaded: {}, answers: {} }, head };
}
`;

describe('host: the head a drawn page states goes into its HTML (issue 14 head tags)', () => {
  const build = fakeClientBuild();
  const renderDir = renderBundleDir(build.dir);
  let app: FastifyInstance;
  const platform: PlatformConnection = {
    mount: async () => undefined,
    translations: async () => ({}),
    close: async () => undefined,
    get: async () => ({ status: 404, body: {} }),
  };
  beforeAll(async () => {
    mkdirSync(renderDir, { recursive: true });
    writeFileSync(join(renderDir, 'render.js'), PROMO_RENDERER);
    app = await hostWithPlatform(platform, build.dir, () => undefined);
  });
  afterAll(async () => {
    await app.close();
    rmSync(build.dir, { recursive: true, force: true });
    rmSync(renderDir, { recursive: true, force: true });
  });

  it('a promotion page: its title, description and Open Graph tags', async () => {
    const page = await app.inject({ url: '/tournaments/weekly-race', headers: { host: 'localhost' } });
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain('<title>Weekly Race · Aurora Casino</title>');
    expect(head).toMatch(/<meta name="description" content="Spin to climb the board"/);
    expect(head).toMatch(/<meta property="og:title" content="Weekly Race"/);
    expect(head).toMatch(/<meta property="og:type" content="article"/);
    expect(head).toMatch(/<meta property="og:image" content="http:\/\/localhost\/promo\/race.png"/);
  });

  it('a page that states nothing keeps the host own tags', async () => {
    const page = await app.inject({ url: '/', headers: { host: 'localhost' } });
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).not.toContain('Weekly Race');
    expect(head).toMatch(/<title>[^<]+<\/title>/);
  });
});

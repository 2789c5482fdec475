import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedPlatform } from '../../server/embedded-platform';
import { createHostApp } from '../../server/host-app';
import { pluginIds } from '../../server/plugin-folders';
import { remotePlatform } from '../../server/remote-platform';
import { loadSites } from '../../server/sites';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** `PLATFORM_URL`: a host that proxies an operator's platform (here: another host's embedded one). */
describe('PLATFORM_URL proxy', () => {
  let upstream: FastifyInstance;
  let proxy: FastifyInstance;
  let proxyUrl: string;

  beforeAll(async () => {
    const sites = loadSites(join(root, 'sites'), pluginIds(join(root, 'plugins')));
    const common = { root, sites, clientDir: join(root, 'dist/client'), buildId: 'test' };
    upstream = await createHostApp({ ...common, platform: embeddedPlatform({ dataDir: mkdtempSync(join(tmpdir(), 'upstream-')), quiet: true }) });
    const upstreamUrl = await upstream.listen({ port: 0, host: '127.0.0.1' });
    proxy = await createHostApp({ ...common, platform: remotePlatform(upstreamUrl) });
    proxyUrl = await proxy.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('answers platform calls through the proxy, cookies and CSRF included', async () => {
    const collections = await fetch(`${proxyUrl}/api/games/collections`);
    expect(collections.status).toBe(200);
    expect(((await collections.json()) as unknown[]).length).toBeGreaterThan(3);

    const signIn = await fetch(`${proxyUrl}/api/users/sign_in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ user: { email: 'demo@croupier.dev', password: 'Demo12345' } }),
    });
    expect(signIn.status).toBe(201);
    const cookies = signIn.headers.getSetCookie().map((c) => c.split(';')[0]!);
    expect(cookies.some((c) => c.startsWith('croupier_session='))).toBe(true);
    const cookie = cookies.join('; ');
    const player = await fetch(`${proxyUrl}/api/player`, { headers: { cookie } });
    expect(((await player.json()) as { email: string }).email).toBe('demo@croupier.dev');

    const withoutCsrf = await fetch(`${proxyUrl}/api/player/update_locale`, {
      method: 'PATCH',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ locale: 'de' }),
    });
    expect(withoutCsrf.status).toBe(403);
  });

  it("makes the host's own platform calls through PLATFORM_URL too: the sitemap's lists (GETs) and game list (POST)", async () => {
    const sitemap = await fetch(`${proxyUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    const text = await sitemap.text();
    expect(text).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/producers\/[^<]+<\/loc>/);
    expect(text).toMatch(/<loc>http:\/\/127\.0\.0\.1:\d+\/play\/[^<]+<\/loc>/);
    expect(text).toContain('/privacy-policy</loc>');
  });

  it('serves messages merged with the upstream overrides', async () => {
    const response = await fetch(`${proxyUrl}/messages/de.json`);
    const messages = (await response.json()) as Record<string, Record<string, unknown>>;
    expect(messages.core).toBeDefined();
    expect(JSON.stringify(messages.core)).toContain('Zum Inhalt springen');
  });
});

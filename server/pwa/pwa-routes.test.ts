import Fastify from 'fastify';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../schemas/site/site.schema';
import { frameAncestorsFor } from './frame-ancestors';
import { registerPwaRoutes } from './routes';

const root = join(__dirname, '../..');
const site = (id: string) => JSON.parse(readFileSync(join(root, 'sites', `${id}.json`), 'utf8')) as SiteConfig;
const aurora = site('aurora');
const desert = site('desert');
const clientDir = mkdtempSync(join(tmpdir(), 'pwa-client-'));
const app = Fastify();

beforeAll(async () => {
  writeFileSync(join(clientDir, 'sw.js'), 'self.__test = 1;');
  await registerPwaRoutes(app, { root, sites: [aurora, desert], clientDir });
  app.get('/page', async (_request, reply) => reply.header('Content-Security-Policy', "default-src 'self'; frame-ancestors 'self'").send('ok'));
  await app.ready();
});
afterAll(() => app.close());

/** Width, height, and the colour of the centre pixel's row start, read back from our own PNG. */
function readPng(bytes: Buffer) {
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idatLength = bytes.readUInt32BE(33);
  const raw = inflateSync(bytes.subarray(41, 41 + idatLength));
  const pixel = (x: number, y: number) => [...raw.subarray(y * (width * 4 + 1) + 1 + x * 4, y * (width * 4 + 1) + 1 + x * 4 + 4)];
  return { width, height, pixel };
}

describe('web app manifest', () => {
  it('names the site, takes its theme colours and lists 192 and 512 PNG icons', async () => {
    const res = await app.inject({ url: '/manifest.webmanifest', headers: { host: 'aurora.casino' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    const manifest = res.json();
    expect(manifest).toMatchObject({ name: 'Aurora Casino', short_name: 'Aurora', start_url: '/?source=pwa', display: 'standalone', background_color: '#0d0f1f', theme_color: '#0d0f1f' });
    const pngs = manifest.icons.filter((icon: { type: string }) => icon.type === 'image/png').map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`);
    expect(pngs).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    const other = (await app.inject({ url: '/manifest.webmanifest', headers: { host: 'desert.localhost' } })).json();
    expect(other.name).toBe(desert.name);
  });

  it.each([
    ['any', 192],
    ['any', 512],
    ['maskable', 512],
  ] as const)('draws the %s icon at %i px from the logo in the theme colours', async (purpose, size) => {
    const res = await app.inject({ url: `/pwa/icon-${purpose}-${size}.png`, headers: { host: 'aurora.casino' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = readPng(res.rawPayload);
    expect([png.width, png.height]).toEqual([size, size]);
    // The top-left corner: transparent on the rounded `any` icon, the page background on the full-bleed maskable.
    expect(png.pixel(0, 0)).toEqual(purpose === 'any' ? [0, 0, 0, 0] : [0x0d, 0x0f, 0x1f, 255]);
    // The bulbs of the "A" are lit in the accent somewhere on the middle row.
    const row = Array.from({ length: size }, (_, x) => png.pixel(x, Math.round(size * 0.5)));
    expect(row.some(([r, g, b]) => r === 0xff && g === 0xb0 && b === 0x20)).toBe(true);
  });

  it('refuses sizes it does not draw', async () => {
    expect((await app.inject({ url: '/pwa/icon-any-4096.png' })).statusCode).toBe(404);
  });
});

describe('service worker and offline page', () => {
  it('serves /sw.js never cached by HTTP, so a new build is found at once', async () => {
    const res = await app.inject({ url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.body).toBe('self.__test = 1;');
  });

  it('serves the offline page with the site\'s languages', async () => {
    const res = await app.inject({ url: '/offline.html', headers: { host: 'aurora.casino' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-offline-page');
    for (const locale of aurora.locales) expect(res.body).toContain(`data-locale="${locale}"`);
    expect(res.body).toContain('Du bist offline');
  });
});

describe('frame-ancestors', () => {
  it('lets the site\'s parent origins frame its pages, and only them', async () => {
    const res = await app.inject({ url: '/page', headers: { host: 'aurora.casino' } });
    expect(res.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'self' https://sports.aurora.casino http://127.0.0.1:* http://localhost:*");
    const other = await app.inject({ url: '/page', headers: { host: 'desert.localhost' } });
    expect(other.headers['content-security-policy']).toBe("default-src 'self'; frame-ancestors 'self'");
  });

  it('leaves a stricter policy alone', () => {
    expect(frameAncestorsFor("frame-ancestors 'none'", aurora)).toBe("frame-ancestors 'none'");
  });
});

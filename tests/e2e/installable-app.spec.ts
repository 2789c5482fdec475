import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { DEMO_PASSWORD } from './players';

/**
 * The installable app and webview / iframe mode (issue 13 items 4 and 5), desktop and phone: the manifest and its
 * icons, the service worker controlling the page and Chrome's own installability check; offline after a first visit
 * the last-seen lobby draws read-only with the offline banner, and an address with no copy gets the offline page;
 * a betting-site page on another origin that frames the casino receives `refresh_user` after a sign-in in the frame.
 *
 * Stale builds: every test runs in a fresh browser context against its worker's fresh host on a new port, so no
 * worker or cache of another build exists; `/sw.js` is `no-cache` and registered with `updateViaCache: 'none'`.
 */

/** Waits until the worker controls a reload of the page and holds the lobby of the first visit. */
async function visitWithWorker(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('banner')).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // The first visit is handed to the worker (plugins/installable-app/sw/worker-messages.ts), then stored.
  await expect.poll(() => page.evaluate(async () => Boolean(await (await caches.open('croupier-pages-v1')).match(location.href))), { timeout: 20_000 }).toBe(true);
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Width and height from a PNG's IHDR. */
const pngSize = (bytes: Buffer) => ({ signature: bytes.subarray(1, 4).toString('latin1'), width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test('the manifest names the site with its icons, and the worker makes it installable', async ({ page, browserName }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  const answer = await page.request.get('/manifest.webmanifest');
  expect(answer.ok()).toBe(true);
  const manifest = (await answer.json()) as { name: string; short_name: string; start_url: string; display: string; theme_color: string; background_color: string; icons: { src: string; sizes: string; type: string; purpose: string }[] };
  expect(manifest).toMatchObject({ name: 'Aurora Casino', short_name: 'Aurora', display: 'standalone', theme_color: '#0d0f1f', background_color: '#0d0f1f' });
  expect(manifest.start_url.startsWith('/')).toBe(true);
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.type === 'image/png' && i.sizes === `${size}x${size}` && i.purpose === 'any');
    expect(icon, `${size} icon`).toBeTruthy();
    const bytes = await (await page.request.get(icon!.src)).body();
    expect(pngSize(bytes)).toEqual({ signature: 'PNG', width: size, height: size });
  }

  const worker = await page.request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? '')).toMatch(/\/sw\.js$/);

  // Chrome's own installability check (the one Lighthouse reports): no errors with the manifest and the worker.
  test.skip(browserName !== 'chromium', 'installability errors are a Chromium protocol call');
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
  // `in-incognito` is the test browser's context (Playwright's are incognito), not the site's.
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('offline after a first visit: the last-seen lobby read-only, the offline page elsewhere', async ({ page, context }) => {
  await visitWithWorker(page, '/');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  // The lobby's shell from the worker's copy, clearly marked as offline.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText("You're offline");
  await expect(banner).toContainText('read only');

  // An address of a language whose lobby was never seen: the precached offline page, in that language.
  await page.goto('/de/pokies');
  await expect(page.locator('[data-offline-page]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Du bist offline' })).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.locator('[data-offline-page]')).toHaveCount(0);
  await expect(page.getByRole('banner')).toBeVisible();
});

test.describe('embedded in the betting site', () => {
  let parentServer: Server;
  let parentOrigin = '';

  test.beforeAll(async ({ host }) => {
    // The betting site: another origin (same address, another port), listed in aurora's `embedding.parentOrigins`.
    parentServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="en"><head><title>Sports</title></head><body>
<script>window.received = []; addEventListener('message', function (e) { window.received.push({ origin: e.origin, data: e.data }); });</script>
<iframe title="Casino" src="${host.url}/sign-in?embedded=1" style="width:100%;height:90vh;border:0"></iframe></body></html>`);
    });
    await new Promise<void>((resolve) => parentServer.listen(0, '127.0.0.1', resolve));
    parentOrigin = `http://127.0.0.1:${(parentServer.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => parentServer.close(() => resolve())));

  test('the parent page receives refresh_user after a sign-in in the frame', async ({ page, host }) => {
    await page.goto(`${parentOrigin}/`);
    const casino = page.frameLocator('iframe[title="Casino"]');
    await casino.getByLabel('E-mail', { exact: true }).fill('demo@croupier.dev');
    await casino.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await casino.getByRole('button', { name: 'Log in', exact: true }).filter({ visible: true }).last().click();

    const received = () => page.evaluate(() => (window as unknown as { received: { origin: string; data: { type?: string; signed_in?: boolean } }[] }).received);
    await expect.poll(async () => (await received()).some((m) => m.data?.type === 'refresh_user' && m.data.signed_in === true)).toBe(true);
    // Sent by the casino's origin, and nothing else of ours went astray.
    const ours = (await received()).filter((m) => m.data?.type === 'refresh_user');
    expect(ours.every((m) => m.origin === host.url)).toBe(true);
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { registerByApi } from './register-by-api';

/**
 * A guest's first visit (issue: fast first visit on a phone): nothing logged as an error, nothing moves
 * after the first paint, and the page needs few script requests. Runs on desktop and phone.
 */
// Each page's `ready` is its first screen fully drawn (not a network-idle guess): the moment to measure.
const PAGES = [
  { path: '/', ready: (page: Page) => page.getByTestId('lobby').getByTestId('game-row').first().getByTestId('game-tile').first() },
  { path: '/pokies', ready: (page: Page) => page.getByRole('main').getByTestId('game-tile').first() },
  { path: '/privacy-policy', ready: (page: Page) => page.getByRole('main').locator('p').first() },
  // A demo game page (the catalogue's first top game, looked up before the visit): its frame is the page.
  { path: 'a demo game', ready: (page: Page) => page.frameLocator('iframe').getByRole('button', { name: /spin/i }) },
];

async function demoGamePath(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/games_filter', {
    data: { device: 'mobile', page: 1, page_size: 1, filter: { categories: { identifiers: ['top'], strategy: 'OR' } } },
  });
  const { data } = (await answer.json()) as { data: { identifier: string }[] };
  return `/play/${data[0]!.identifier}?mode=Demo`;
}

/** Layout shifts without recent input, summed from the page's own PerformanceObserver. */
async function observeLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const win = window as unknown as { __shift: number };
    win.__shift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) win.__shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { __shift: number }).__shift);
}

/** The after-first-paint script the page's boot data names (`deferredScript`), if any. */
const deferredScriptOf = (page: Page) =>
  page.evaluate(() => (JSON.parse(document.getElementById('croupier-boot')?.textContent ?? '{}') as { deferredScript?: string }).deferredScript ?? null);

for (const { path, ready } of PAGES) {
  test(`guest ${path}: no console error, layout shift ≤ 0.02, at most 12 scripts before the first paint, one after`, async ({ page, request }) => {
    const url = path === 'a demo game' ? await demoGamePath(request) : path;
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const scripts: string[] = [];
    const finished = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    page.on('requestfinished', (request) => finished.add(new URL(request.url()).pathname));
    const layoutShift = await observeLayoutShift(page);

    await page.goto(url);
    await expect(ready(page)).toBeVisible();
    // The plugins that draw nothing in the first paint start after it, from one script: wait until they ran too, so
    // their arrival is measured with the rest (it must not move anything either).
    const deferredScript = await deferredScriptOf(page);
    if (deferredScript) await expect.poll(() => finished.has(deferredScript)).toBe(true);
    // Two frames after: any shift the first screen or the late plugins caused has been reported by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

    expect(errors).toEqual([]);
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);
    const afterPaint = scripts.filter((script) => /\/static\/site\/[^/]+-later\.[^/]+\.js$/.test(script));
    expect(afterPaint.length).toBeLessThanOrEqual(1);
    // The first paint's scripts are those asked for before the after-paint bundle: what its plugins load when they
    // start (an install notice, a prompt's clock) comes after the first paint by construction.
    const firstPaint = afterPaint.length ? scripts.slice(0, scripts.indexOf(afterPaint[0]!)) : scripts;
    expect(firstPaint.length, firstPaint.join('\n')).toBeLessThanOrEqual(12);
  });
}

test('a guest never asks for the player; a signed-in visitor is recognised from the hint', async ({ page }) => {
  const playerCalls: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/player') playerCalls.push(response.status());
  });
  await page.goto('/');
  await expect(page.getByTestId('lobby')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(playerCalls).toEqual([]);
  const hint = async () => (await page.context().cookies()).some((cookie) => cookie.name === 'signed_in');
  expect(await hint()).toBe(false);

  // Registration starts a session (the context's cookie jar is the page's): the hint comes with it.
  const email = `e2e-hint-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const made = await registerByApi(page.request, { email, password: 'Secret123', currency: 'EUR', country: 'CA', terms_acceptance: true });
  expect(made.status()).toBe(201);
  expect(await hint()).toBe(true);
  await page.reload();
  await expect.poll(() => playerCalls).toEqual([200]);

  // Signing out clears it with the session.
  const out = await page.request.delete('/api/users/sign_out', { headers: { 'X-CSRF-Token': (await page.context().cookies()).find((c) => c.name === 'csrf_token')?.value ?? '' } });
  expect(out.ok()).toBe(true);
  expect(await hint()).toBe(false);
});

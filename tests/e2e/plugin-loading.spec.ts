import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/**
 * Every script the page asked for, with the first lines of the site's boot bundle and of its after-first-paint
 * bundle (`-later`): each names the plugins inside.
 */
function recordScripts(page: Page) {
  const urls: string[] = [];
  const headers = { boot: '', later: '' };
  page.on('request', (request) => urls.push(request.url()));
  page.on('response', async (response) => {
    if (!/\/static\/site\/[^/]+\.js$/.test(response.url())) return;
    headers[response.url().includes('-later.') ? 'later' : 'boot'] = (await response.text()).split('\n', 1)[0] ?? '';
  });
  return { page, urls, bundleHeader: () => headers.boot, laterHeader: () => headers.later };
}

/**
 * A plugin the site file does not enable is absent from the page and its code is never downloaded
 * (issue 2): neither in the site's boot bundle nor as a chunk of its own. `awards` is enabled on the
 * aurora brand (localhost) and not on the desert brand.
 */
test('a disabled plugin is absent and its code is never requested', async ({ page, hostUrl }) => {
  const aurora = recordScripts(page);
  await page.goto(hostUrl('localhost') + '/');
  // Footer blocks load when the footer comes near the screen.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Awards' })).toBeAttached();
  expect(aurora.bundleHeader()).toMatch(/\bawards\b/);
  expect(aurora.urls.some((url) => /\/lazy-awards\.[^/]*\.js$/.test(url))).toBe(true);

  const desertPage = await page.context().newPage();
  const desert = recordScripts(desertPage);
  await desertPage.goto(hostUrl('desert.localhost') + '/');
  await desertPage.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(desertPage.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  await desertPage.waitForLoadState('networkidle');
  await expect(desertPage.getByRole('region', { name: 'Awards' })).toHaveCount(0);
  expect(desert.bundleHeader()).toMatch(/\blobby\b/);
  expect(desert.bundleHeader()).not.toMatch(/\bawards\b/);
  expect(desert.urls.some((url) => url.includes('awards'))).toBe(false);
});

/**
 * Plugins that draw nothing in a page's first paint start right after it (core/plugin/first-paint.ts): a guest's boot
 * script leaves out the cashbox, the lootboxes and the game page, which arrive in one after-first-paint script, and
 * they work as if they had booted with the page. Landing on one of their pages puts that plugin in the boot script.
 */
test("what a guest sees nothing of starts after the first paint, from one script, and still works", async ({ page, hostUrl }) => {
  const lobby = recordScripts(page);
  await page.goto(hostUrl('localhost') + '/');
  await expect(page.getByTestId('lobby').getByTestId('game-tile').first()).toBeVisible();
  await expect.poll(() => lobby.laterHeader()).toMatch(/\bcashbox\b/);
  expect(lobby.laterHeader()).toMatch(/\blootboxes\b/);
  expect(lobby.laterHeader()).toMatch(/\bgame-page\b/);
  for (const id of ['cashbox', 'lootboxes', 'game-page']) expect(lobby.bundleHeader()).not.toMatch(new RegExp(`\\b${id}\\b`));
  expect(lobby.urls.some((url) => /plugin-(cashbox|lootboxes|game-page)-index/.test(url))).toBe(false);

  // A deferred plugin's route, reached inside the app: a demo game from its tile (a tap shows a phone's overlay).
  const tiles = page.getByTestId('lobby').getByTestId('game-tile');
  let index = 0;
  while ((await tiles.nth(index).getByRole('link', { name: /for fun/ }).count()) === 0) index++;
  if ((page.viewportSize()?.width ?? 1366) < 600) await tiles.nth(index).locator('img').first().tap();
  else await tiles.nth(index).hover();
  await tiles.nth(index).getByRole('link', { name: /for fun/ }).click();
  await expect(page).toHaveURL(/\/play\/.*mode=Demo/);
  await expect(page.getByRole('main').locator('iframe')).toBeVisible();

  // Landing on that route instead: the game page is in the boot script.
  const landing = recordScripts(await page.context().newPage());
  const gamePage = landing.page;
  await gamePage.goto(page.url());
  await expect(gamePage.getByRole('main').locator('iframe')).toBeVisible();
  expect(landing.bundleHeader()).toMatch(/\bgame-page\b/);
});

import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';

/** Every script the page asked for, with the text of the site's boot bundle (it names the plugins inside). */
function recordScripts(page: Page) {
  const urls: string[] = [];
  let bundleHeader = '';
  page.on('request', (request) => urls.push(request.url()));
  page.on('response', async (response) => {
    if (!/\/static\/site\/[^/]+\.js$/.test(response.url())) return;
    bundleHeader = (await response.text()).split('\n', 1)[0] ?? '';
  });
  return { urls, bundleHeader: () => bundleHeader };
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

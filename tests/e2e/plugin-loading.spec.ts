import { test, expect } from './fixtures';

/**
 * A plugin the site file does not enable is absent from the page and its code is never downloaded
 * (issue 2). `awards` is enabled on the aurora brand (localhost) and not on the desert brand.
 */
test('a disabled plugin is absent and its chunk is never requested', async ({ page, hostUrl }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto(hostUrl('localhost') + '/');
  // Footer blocks load when the footer comes near the screen.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Awards' })).toBeAttached();
  expect(requested.some((url) => /\/plugin-awards-index-ts\.[^/]*\.js$/.test(url))).toBe(true);

  requested.length = 0;
  await page.goto(hostUrl('desert.localhost') + '/');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Awards' })).toHaveCount(0);
  expect(requested.some((url) => /\/plugin-lobby-index-ts\.[^/]*\.js$/.test(url))).toBe(true);
  expect(requested.some((url) => url.includes('plugin-awards'))).toBe(false);
});

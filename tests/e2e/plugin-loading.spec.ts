import { test, expect } from './fixtures';

/**
 * A plugin the site file does not enable is absent from the page and its code is never downloaded
 * (issue 2). `awards` is enabled on the aurora brand and not on the desert brand.
 */
test('a disabled plugin is absent and its chunk is never requested', async ({ page, hostUrl }) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await page.goto(hostUrl('localhost') + '/awards');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
  expect(requested.some((url) => /plugin-awards\.[^/]*\.js$/.test(url))).toBe(true);

  requested.length = 0;
  await page.goto(hostUrl('desert.localhost') + '/awards');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter((url) => url.endsWith('.js')).length).toBeGreaterThan(0);
  expect(requested.some((url) => url.includes('plugin-awards'))).toBe(false);
});

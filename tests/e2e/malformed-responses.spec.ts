import { test, expect } from './fixtures';

/**
 * A malformed platform answer is logged under its code and the screen shows an empty or error state;
 * the shell and the rest of the page keep working (issue 2, DESIGN §5).
 */
test('malformed game lists leave a working page with an error state', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.route('**/api/games_filter', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data":"not a list"}' }));
  await page.route('**/api/cms/pages?*', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '[{"nope":true}]' }));

  // The first page arrives drawn by the server (issue 14), which these routes do not reach: the visitor moves on to
  // the slots in the app, where the browser asks for the list itself.
  await page.goto('/');
  await expect(page.locator('html[data-app="ready"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Slots', exact: true }).first().click();
  await expect(page).toHaveURL(/\/pokies$/);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Games could not be loaded. Please try again later.')).toBeVisible();
  await expect(page.getByTestId('game-tile')).toHaveCount(0);
  await expect.poll(() => logged.some((line) => line.includes('LOAD_GAMES_ERROR') || /LOAD_[A-Z_]*GAMES[A-Z_]*_ERROR/.test(line))).toBe(true);

  // Navigation still works after the failure.
  await page.getByRole('banner').getByRole('link', { name: /home/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

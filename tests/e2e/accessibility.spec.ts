import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { blockingViolations, describeFindings } from './axe-scan';

/** axe-core over the first screens a visitor meets, desktop and phone: no serious or critical violation. */

/**
 * The footer's blocks load as it nears the screen and fetch their own data: bring it into view and wait until
 * every deferred slot has rendered and nothing is loading, so the scan covers the whole page.
 */
async function settle(page: Page) {
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-slot-pending]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"][data-loading]')).toHaveCount(0);
  // Then at the page's end, as a reader of the footer sees it: a fixed card (the cookie notice) covers only the
  // footer's reserved end there. Mid-footer it covers whatever links pass under it, which axe's target-size reads
  // as links too small to tap. (A list that grows as it nears the screen may load more first: wait for it again.)
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[role="status"][data-loading]')).toHaveCount(0);
}

async function expectNoBlockingViolations(page: Page) {
  await settle(page);
  const findings = await blockingViolations(page);
  expect(findings, describeFindings(findings)).toEqual([]);
}

/** The lobby is ready when its first game row has tiles and the providers block is in the document. */
async function lobbyReady(page: Page) {
  const lobby = page.getByTestId('lobby');
  await expect(lobby.getByTestId('game-row').first().getByTestId('game-tile').first()).toBeVisible();
  await expect(lobby.getByRole('heading', { name: 'Game providers' })).toBeAttached();
}

test.describe('accessibility (axe: serious and critical)', () => {
  test('the lobby', async ({ page }) => {
    await page.goto('/');
    await lobbyReady(page);
    await expectNoBlockingViolations(page);
  });

  test('the lobby of the second brand', async ({ page, hostUrl }) => {
    await page.goto(hostUrl('desert.localhost'));
    await lobbyReady(page);
    await expectNoBlockingViolations(page);
  });

  test('a category page', async ({ page }) => {
    await page.goto('/pokies');
    await expect(page.getByTestId('category-page').getByTestId('game-tile').first()).toBeVisible();
    await expectNoBlockingViolations(page);
  });

  test('a static page', async ({ page }) => {
    await page.goto('/privacy-policy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expectNoBlockingViolations(page);
  });

  test('the sign-in dialog, opened as a guest does', async ({ page }) => {
    await page.goto('/');
    await lobbyReady(page);
    await page.getByRole('link', { name: 'Log in', exact: true }).filter({ visible: true }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Welcome back' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Password', { exact: true })).toBeVisible();
    await expectNoBlockingViolations(page);
  });

  test('the profile of a signed-in player', async ({ page }) => {
    const answer = await page.request.post('/api/users/sign_in', {
      data: { user: { email: 'demo@croupier.dev', password: 'Demo12345' } },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    expect(answer.ok()).toBe(true);
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expectNoBlockingViolations(page);
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { blockingViolations, describeFindings } from './axe-scan';
import { csrfHeaders } from './csrf-headers';
import { test, expect } from './fixtures';
import { newFundedPlayer } from './players';

/**
 * VIP programme (issue 16), desktop and phone. A fresh EUR player whose quarter sums the demo route puts one cent
 * of bets below Bronze spins once in a slot (the game studio's own page, real money): the status rises on the
 * platform, `groups_updates` tells the client, and the status-up modal waits until the player leaves the game
 * page, shows once, and not again after a reload. Plus the `/vip` page itself: tabs, level cards, subscriptions
 * with the already-subscribed answer, the redirect, and no serious accessibility findings.
 */

/** EUR has no thresholds of its own: §8's 900000 deposits and 9000000 bets reach Bronze. One cent of bets short. */
async function justBelowBronze(page: Page) {
  const set = await page.request.post('/dev/vip/progress', { headers: await csrfHeaders(page), data: { deposit_cents: 900_000, bet_cents: 8_999_999 } });
  expect(set.status()).toBe(201);
  expect(await set.json()).toMatchObject({ currentStatus: 'IRON', nextStatus: 'BRONZE' });
}

async function aSlot(request: APIRequestContext, device: 'desktop' | 'mobile'): Promise<string> {
  const answer = await request.post('/api/games_filter', {
    data: { device, page: 1, page_size: 1, filter: { categories: { identifiers: ['slots'], strategy: 'OR' } } },
  });
  const { data } = (await answer.json()) as { data: { identifier: string }[] };
  return data[0]!.identifier;
}

const progressLoaded = (page: Page) => page.waitForResponse((r) => new URL(r.url()).pathname === '/jam/vip_status_progress' && r.status() === 200);

test('a player crossing a VIP threshold by spinning sees the status-up modal once, after leaving the game', async ({ page, request, isMobile }) => {
  await newFundedPlayer(page);
  await justBelowBronze(page);

  // The VIP page first: the level this browser has seen is Iron.
  const first = progressLoaded(page);
  await page.goto('/vip');
  await first;
  await expect(page.getByTestId('vip-current-status')).toHaveText('Your status: Iron');

  await page.goto(`/play/${await aSlot(request, isMobile ? 'mobile' : 'desktop')}?mode=Real`);
  const frame = page.frameLocator('iframe');
  await expect(frame.locator('#balance')).toHaveText(/\d/, { timeout: 30_000 });
  const reloaded = progressLoaded(page);
  const spun = page.waitForResponse((r) => /\/game-studio\/[^/]+\/spin$/.test(new URL(r.url()).pathname) && r.status() === 200);
  await frame.getByRole('button', { name: /spin/i }).click();
  await spun;
  // The rise arrives over `groups_updates` and reloads the progress; on the game page no modal shows.
  const risen = await (await reloaded).json();
  expect(risen).toMatchObject({ currentStatus: 'BRONZE' });
  // The header's badge (hidden on a phone, still drawn) shows the new status: the client has it, and holds the modal.
  await expect(page.getByTestId('vip-badge')).toHaveAttribute('data-status', 'BRONZE');
  await expect(page.getByTestId('vip-status-up')).toHaveCount(0);

  // Off the game page (an in-app link: no reload), the modal shows, once.
  await page.evaluate(() => {
    window.history.pushState({}, '', '/');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  const modal = page.getByRole('dialog').filter({ has: page.getByTestId('vip-status-up') });
  await expect(modal).toBeVisible();
  await expect(page.getByTestId('vip-status-up')).toHaveAttribute('data-level', 'vip_level_2');
  await expect(modal).toContainText('Congratulations, you are now Bronze.');
  await modal.getByRole('button', { name: 'Open the VIP Club' }).click();
  await expect(page).toHaveURL(/\/vip$/);
  await expect(page.getByTestId('vip-current-status')).toHaveText('Your status: Bronze');

  // A reload does not show it again.
  const again = progressLoaded(page);
  await page.reload();
  await again;
  await expect(page.getByTestId('vip-current-status')).toHaveText('Your status: Bronze');
  await expect(page.getByTestId('vip-status-up')).toHaveCount(0);
  if (!isMobile) await expect(page.getByTestId('vip-badge')).toHaveText('Bronze');
});

test('the VIP page: progress, level cards, subscriptions with the already-subscribed answer, the old address', async ({ page }) => {
  await newFundedPlayer(page);
  await page.goto('/rocketplay-vipclub');
  await expect(page).toHaveURL(/\/vip$/);
  // The cookie notice sits over the phone's lower edge: answered first, as a visitor does.
  await page.getByRole('region', { name: 'We use cookies' }).getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByTestId('vip-progress')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('vip-expiry')).toContainText(/Status valid until .+ \d+ days? left/);

  // The tier buttons are worked with the keyboard: on the phone the header's actions are wider than the screen
  // today (not this plugin's), which zooms the page out and makes pointer clicks land beside their target.
  const lite = page.locator('[data-testid="vip-tier"][data-tier="rocket_lite"]');
  await lite.getByRole('button', { name: 'Choose' }).press('Enter');
  await expect(page.getByTestId('vip-subscriptions').getByRole('status')).toHaveText('Your subscription has been changed.');
  await expect(lite).toHaveAttribute('data-held', 'true');
  await lite.getByRole('button', { name: 'Your tier' }).press('Enter');
  await expect(page.getByTestId('vip-subscriptions').getByRole('status')).toHaveText('You are already subscribed to this tier.');
  await expect(page.locator('[data-testid="vip-tier"][data-tier="rocket_max"]').getByRole('button', { name: 'Locked' })).toBeDisabled();

  await page.getByRole('link', { name: 'Rewards' }).press('Enter');
  await expect(page.getByTestId('vip-level-card')).toHaveCount(6);
  await expect(page.locator('[data-testid="vip-level-card"][data-current="true"]')).toHaveAttribute('data-level', 'vip_level_1');
  await page.locator('[data-testid="vip-level-card"][data-level="vip_level_6"]').getByRole('button', { name: 'Details' }).press('Enter');
  await expect(page.getByTestId('vip-level-info')).toContainText('Event invitations');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Info' }).press('Enter');
  await expect(page.getByTestId('vip-info')).toContainText('Diamond, the top level, is yours for life.');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const all = await blockingViolations(page);
  const ours = await page.evaluate((findings) => findings.filter((f) => f.targets.some((t) => document.querySelector(t)?.closest('[data-testid="vip-page"]'))), all);
  expect(ours, describeFindings(ours)).toEqual([]);
});

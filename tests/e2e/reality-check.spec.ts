import type { APIRequestContext, Page } from '@playwright/test';
import { csrfHeaders } from './csrf-headers';
import { test, expect } from './fixtures';
import { newPlayer } from './players';

/**
 * Safer gambling (issue 13 items 1 and 2), desktop and phone: a reality check pauses a running demo game and
 * "continue" resumes it; on the EE licence the check cannot be turned off and the session timer is in the header;
 * a self-exclusion taken on the limits tab signs the player out and sign-in is refused with its end.
 *
 * The check's due time is the platform's: the demo route `POST /dev/reality_check` makes it due now, and the page's
 * clock is moved past the client's next read (at most 5 minutes away), so nothing waits for real time.
 */

/** A slot of the catalogue (its lobby category) with a demo, playable on this device. */
async function aDemoSlot(request: APIRequestContext, device: 'desktop' | 'mobile'): Promise<string> {
  const answer = await request.post('/api/games_filter', {
    data: { device, page: 1, page_size: 20, filter: { categories: { identifiers: ['slots'], strategy: 'OR' } } },
  });
  const { data } = (await answer.json()) as { data: { identifier: string; has_demo_mode?: boolean }[] };
  return (data.find((game) => game.has_demo_mode !== false) ?? data[0]!).identifier;
}

/** One spin in the game's frame, settled by the platform. */
async function spin(page: Page) {
  const settled = page.waitForResponse((r) => /\/(game-studio|demo-slot)\/[^/]+\/spin$/.test(r.url()) && r.status() === 200);
  await page.frameLocator('iframe').getByRole('button', { name: /spin/i }).click();
  await settled;
}

async function setInterval(page: Page, minutes: number) {
  const answer = await page.request.put('/api/player/reality_check', { headers: await csrfHeaders(page), data: { interval_minutes: minutes } });
  expect(answer.status()).toBe(200);
}

test('a reality check pauses a running demo game, shows the session, and continue resumes it', async ({ page, request, isMobile }) => {
  await page.clock.install();
  await newPlayer(page, 'reality');
  await setInterval(page, 15);

  await page.goto(`/play/${await aDemoSlot(request, isMobile ? 'mobile' : 'desktop')}?mode=Demo`);
  await expect(page.getByTestId('game-page')).toHaveAttribute('data-state', 'ready');
  await spin(page); // the game runs
  await expect(page.getByTestId('game-paused')).toHaveCount(0);

  // The platform says the check is due now; the client finds out at its next read.
  const due = await page.request.post('/dev/reality_check', { headers: await csrfHeaders(page), data: { due_in_seconds: 0 } });
  expect(due.status()).toBe(201);
  await page.clock.fastForward('05:00');

  const modal = page.getByRole('dialog', { name: 'Reality check' });
  await expect(modal).toBeVisible();
  await expect(modal.getByTestId('reality-check-time')).toHaveText(/\d+ (minutes?|h \d+ min)/);
  // Demo play is play money: no real-money figures, and the modal says so.
  await expect(modal.getByText('No real-money bets since you signed in.')).toBeVisible();
  for (const name of ['Continue playing', 'See my history', 'Set limits', 'Log out']) await expect(modal.getByRole('button', { name })).toBeVisible();
  // The game is covered and inert: it takes no input while the check shows.
  await expect(page.getByTestId('game-paused')).toBeVisible();
  await expect(page.locator('[data-paused]')).toHaveAttribute('inert', '');

  await modal.getByRole('button', { name: 'Continue playing' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('game-paused')).toHaveCount(0);
  await spin(page); // resumed

  // Seen: the platform counts the next check on the session's grid, in the future.
  const after = (await (await page.request.get('/api/player/reality_check')).json()) as { next_due_at: string; server_time: string };
  expect(Date.parse(after.next_due_at)).toBeGreaterThan(Date.parse(after.server_time));
});

test('the setting is on the limits tab and holds across reloads', async ({ page }) => {
  await newPlayer(page, 'reality-settings');
  await page.goto('/profile/limits');
  const settings = page.getByTestId('reality-check-settings');
  const select = settings.getByLabel('Show a reality check');
  await expect(select).toHaveValue('0'); // the aurora site's default under its CW licence: off
  await select.selectOption('30');
  await expect(settings.getByText('Your reality check is saved.')).toBeVisible();
  await expect(settings.getByTestId('reality-check-next')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('reality-check-settings').getByLabel('Show a reality check')).toHaveValue('30');
  // The limits page explains each kind of limit.
  await expect(page.getByText('What each limit does')).toBeVisible();
  await expect(page.getByText(/cannot be cancelled or shortened/).first()).toBeVisible();
});

test('on the EE licence: the session timer is in the header and the reality check cannot be turned off', async ({ page }) => {
  await newPlayer(page, 'reality-ee');
  await page.setExtraHTTPHeaders({ 'x-country-code': 'EE' });
  await page.goto('/profile/limits');
  await expect(page.getByRole('banner').getByRole('timer')).toHaveAccessibleName(/^Session time \d\d:\d\d:\d\d$/);
  // The licence's default (hourly) was stored at sign-in, and "off" is not offered.
  const select = page.getByTestId('reality-check-settings').getByLabel('Show a reality check');
  await expect(select).toHaveValue('60');
  await expect(select.locator('option[value="0"]')).toHaveCount(0);
  await expect(page.getByText('Your licence requires a reality check, so it cannot be turned off.')).toBeVisible();
});

test('a self-exclusion signs the player out and sign-in is refused until it ends', async ({ page }) => {
  const email = await newPlayer(page, 'excluded');
  await page.goto('/profile/limits');
  await page.getByLabel('Limit type').selectOption('self_exclusion');
  await page.getByLabel('Period').selectOption('6_months');
  await page.getByRole('button', { name: 'Set the limit' }).click();
  await expect(page.getByText('Your Self-exclusion is in force. You have been signed out on every device.')).toBeVisible();
  expect((await page.request.get('/api/player')).status()).toBe(401);

  const again = await page.request.post('/api/users/sign_in', { headers: { 'x-requested-with': 'XMLHttpRequest' }, data: { user: { email, password: 'Secret123' } } });
  expect(again.status()).toBe(403);
  const refusal = (await again.json()) as { error: string; limit_type: string; message: string };
  expect(refusal).toMatchObject({ error: 'limit_lock', limit_type: 'self_exclusion' });
  expect(refusal.message).toMatch(/locked .* until .*\d{4}.* UTC/);
});

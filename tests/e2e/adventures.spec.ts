import type { APIRequestContext, Page } from '@playwright/test';
import { blockingViolations, describeFindings } from './axe-scan';
import { csrfHeaders } from './csrf-headers';
import { test, expect } from './fixtures';

/**
 * Adventures and the activity hub (issue 16 part 5), desktop and phone: the demo adventurer (vip@croupier.dev, Gold:
 * the tier group the hub and the calendar are open to) opens `/aquanova-odyssey` and finds the sections (calendar,
 * quest, tournaments) and the calendar on today's card — day 2, active, part-way (its €25 deposit made, €25 of its
 * €75 wager) — after day 1 completed (platform/modules/adventures seed, relative to the host's start). A real-money
 * spin in another tab moves today's wager. Each worker has a fresh platform, so the seeded standing is the start.
 */

const SCREENSHOTS = process.env.ADVENTURE_SCREENSHOTS;

async function signInAdventurer(page: Page) {
  const signIn = await page.request.post('/api/users/sign_in', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { user: { email: 'vip@croupier.dev', password: 'Demo12345' } },
  });
  expect(signIn.status()).toBe(201);
  // Real-money play asks for a complete profile (the game page's rule); the seeded HighRoller has only a nickname.
  const profile = await page.request.patch('/api/player', {
    headers: await csrfHeaders(page),
    data: {
      context: 'edition',
      player: { first_name: 'Ingrid', last_name: 'Berg', date_of_birth: '04/05/1985', mobile_phone: '+4722334455', country: 'NO', city: 'Oslo', address: 'Karl Johans gate 1', postal_code: '0154' },
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);
}

/** A slot of the catalogue (its lobby category), playable on this device. */
async function aSlot(request: APIRequestContext, device: 'desktop' | 'mobile'): Promise<string> {
  const answer = await request.post('/api/games_filter', {
    data: { device, page: 1, page_size: 1, filter: { categories: { identifiers: ['slots'], strategy: 'OR' } } },
  });
  const { data } = (await answer.json()) as { data: { identifier: string }[] };
  return data[0]!.identifier;
}

const money = (amount: string) => new RegExp(amount.replace('.', '[.,]'));

test('the demo adventurer finds today active with its progress, in the activity hub', async ({ page, request, isMobile }) => {
  await signInAdventurer(page);
  await page.goto('/aquanova-odyssey');
  // The cookie notice sits over the page's foot until accepted (a shell block, not this page's).
  const accept = page.getByRole('region', { name: /cookies/i }).getByRole('button', { name: /accept/i });
  await accept.click({ timeout: 5_000 }).catch(() => undefined);

  const hub = page.getByTestId('activity-hub');
  await expect(hub).toHaveAttribute('data-access', 'open');
  await expect(page.getByTestId('hub-section-calendar')).toBeVisible();
  await expect(page.getByTestId('hub-section-quests')).toBeVisible();
  await expect(page.getByTestId('hub-section-tournaments')).toBeVisible();

  const calendar = page.getByTestId('adventure-calendar');
  const card = (step: number) => calendar.locator(`[data-testid="adventure-card"][data-step="${step}"]`);
  await expect(calendar.getByTestId('adventure-card')).toHaveCount(10);
  await expect(calendar.locator('[data-testid="adventure-card"][data-state="active"]')).toHaveCount(1);
  await expect(card(1)).toHaveAttribute('data-state', 'completed');
  await expect(card(2)).toHaveAttribute('data-state', 'active');
  await expect(card(2)).toHaveAttribute('aria-current', 'date');
  await expect(card(3)).toHaveAttribute('data-state', 'future');
  await expect(card(10)).toHaveAttribute('data-state', 'superb');
  // The carousel opens on today's card.
  await expect(card(2)).toBeInViewport();
  await expect(card(2).getByTestId('progress-deposit')).toContainText(money('25.00'));
  await expect(card(2).getByTestId('progress-wager')).toContainText(money('75.00'));
  const wagerBefore = (await card(2).getByTestId('progress-wager').textContent()) ?? '';
  expect(wagerBefore).toMatch(money('25.00'));
  await expect(page.getByTestId('adventure-progress-label')).toContainText(/1\D+10/);
  await expect(page.getByTestId('adventure-finished')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Bookmarks: the hub's for whom the hub is open; the adventures one only for testers or group 759 (not Gold).
  await expect(page.getByTestId('hub-bookmark')).toBeAttached();
  await expect(page.getByTestId('adventure-bookmark')).toHaveCount(0);

  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/hub-${isMobile ? 'phone' : 'desktop'}.png`, fullPage: true });
  if (SCREENSHOTS) await calendar.screenshot({ path: `${SCREENSHOTS}/calendar-${isMobile ? 'phone' : 'desktop'}.png` });

  // This plugin's page (its sections and the quests' and tournaments' blocks in it); other plugins' shell blocks are theirs.
  const all = await blockingViolations(page);
  const ours = await page.evaluate(
    (findings) => findings.filter((f) => f.targets.some((target) => document.querySelector(target)?.closest('[data-testid="activity-hub"]'))),
    all,
  );
  expect(ours, describeFindings(ours)).toEqual([]);

  // A real-money spin in a second tab counts towards today's wager; the calendar reads it again on return.
  const game = await page.context().newPage();
  await game.goto(`/play/${await aSlot(request, isMobile ? 'mobile' : 'desktop')}?mode=Real`);
  const settled = game.waitForResponse((r) => /\/(game-studio|demo-slot)\/[^/]+\/spin$/.test(r.url()) && r.status() === 200);
  await game.frameLocator('iframe').getByRole('button', { name: /spin/i }).click();
  await settled;
  await game.close();
  await page.reload();
  await expect(card(2)).toHaveAttribute('data-state', 'active');
  await expect(card(2).getByTestId('progress-wager')).not.toHaveText(wagerBefore);
});

test('the hub is closed to a player outside its groups', async ({ page }) => {
  const signIn = await page.request.post('/api/users/sign_in', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { user: { email: 'demo@croupier.dev', password: 'Demo12345' } },
  });
  expect(signIn.status()).toBe(201);
  await page.goto('/aquanova-odyssey');
  await expect(page.getByTestId('activity-hub')).toHaveAttribute('data-access', 'closed');
  await expect(page.getByTestId('activity-hub-closed')).toBeVisible();
  await expect(page.getByTestId('adventure-calendar')).toHaveCount(0);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { blockingViolations, describeFindings } from './axe-scan';
import { test, expect } from './fixtures';
import { signInDemoPlayer } from './players';

/**
 * Quests (issue 12), desktop and phone: a player opens a quest's page, spins in a slot in another tab, and the
 * ladder moves without a reload (the private `quests_statuses` push): the level rises, the reached level's reward
 * shows as received, the amount bet grows. Each test makes its own quest through the platform's demo route, with a
 * ladder whose second level is one cent away, so it never depends on the seed's clock or on other tests' bets.
 */

interface DevQuest {
  id: string | number;
  frontend_identifier: string;
}

/** A running xs quest: level 2 at €0.01, the rest far away. */
async function createQuest(request: APIRequestContext, title: string): Promise<{ slug: string }> {
  const answer = await request.post('/dev/quests', { data: { title, size: 'xs', ladder_eur_cents: [0, 1, 100_000, 200_000, 300_000, 400_000] } });
  expect(answer.status()).toBe(201);
  const quest = (await answer.json()) as DevQuest;
  return { slug: quest.frontend_identifier.split('--')[2]! };
}

/** A slot of the catalogue (its lobby category), playable on this device. */
async function aSlot(request: APIRequestContext, device: 'desktop' | 'mobile'): Promise<string> {
  const answer = await request.post('/api/games_filter', {
    data: { device, page: 1, page_size: 1, filter: { categories: { identifiers: ['slots'], strategy: 'OR' } } },
  });
  const { data } = (await answer.json()) as { data: { identifier: string }[] };
  return data[0]!.identifier;
}

/** One spin in the game's frame, settled by the platform (the game studio's slot; the demo slot's before it). */
async function spin(game: Page) {
  const settled = game.waitForResponse((r) => /\/(game-studio|demo-slot)\/[^/]+\/spin$/.test(r.url()) && r.status() === 200);
  await game.frameLocator('iframe').getByRole('button', { name: /spin/i }).click();
  await settled;
}

test('bets in a slot move the quest ladder without a reload', async ({ page, request, isMobile }) => {
  const { slug } = await createQuest(request, 'E2E Ladder');
  await signInDemoPlayer(page);

  await page.goto(`/action/${slug}`);
  const questPage = page.getByTestId('quest-page');
  await expect(questPage).toHaveAttribute('data-phase', 'active');
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Ladder' })).toBeVisible();
  await expect(page.getByTestId('current-level')).toHaveText('1');
  await expect(page.getByTestId('progress-bet')).toHaveText('€0.00');
  const level = (n: number) => page.locator(`[data-testid="quest-level"][data-level="${n}"]`);
  await expect(level(2)).toHaveAttribute('data-state', 'next');
  await expect(page.getByTestId('quest-time').getByRole('timer')).toHaveAccessibleName(/^Time left /);

  // The slot in a second tab of the same session: the quest page stays open, never reloaded.
  const game = await page.context().newPage();
  await game.goto(`/play/${await aSlot(request, isMobile ? 'mobile' : 'desktop')}?mode=Real`);
  await spin(game);

  await expect(page.getByTestId('current-level')).toHaveText('2');
  await expect(level(2)).toHaveAttribute('data-state', 'current');
  await expect(level(2).getByTestId('level-received')).toHaveText('Received');
  await expect(level(3)).toHaveAttribute('data-state', 'next');
  await expect(page.getByTestId('progress-bet')).not.toHaveText('€0.00');
  const first = (await page.getByTestId('progress-bet').textContent()) ?? '';

  await spin(game);
  await expect(page.getByTestId('progress-bet')).not.toHaveText(first);
  await game.close();

  // The bookmark floats for a player with a quest in progress.
  await expect(page.getByTestId('quest-bookmark')).toBeVisible();
});

test('a guest sees the Arena and a quest’s ladder, and is sent to registration to take part', async ({ page, request }) => {
  const { slug } = await createQuest(request, 'E2E Guest Ladder');
  await page.goto('/arena');
  await expect(page.getByTestId('arena-page')).toBeVisible();
  const card = page.locator(`[data-testid="quest-card"][data-slug="${slug}"]`);
  await expect(card).toHaveAttribute('data-phase', 'active');
  // Test quests stay hidden without `enableTestQuests`.
  await expect(page.locator('[data-testid="quest-card"][data-slug="lab-preview"]')).toHaveCount(0);
  await card.getByRole('link', { name: 'E2E Guest Ladder' }).click();
  await expect(page.getByTestId('quest-page')).toHaveAttribute('data-slug', slug);
  await expect(page.getByTestId('quest-level')).toHaveCount(6);
  await expect(page.getByRole('link', { name: 'Sign up to take part' })).toHaveAttribute('href', `/sign-up?redirect=${encodeURIComponent(`/action/${slug}`)}`);
});

test('the Arena, a quest page and the bookmark, for a player, have no serious accessibility findings', async ({ page }) => {
  await signInDemoPlayer(page);
  for (const [path, ready] of [
    ['/arena', 'arena-page'],
    ['/action/first-steps', 'quest-page'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready)).toBeVisible();
    await expect(page.getByTestId('quest-bookmark')).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    // This plugin's page and bookmark; other plugins' blocks around them (other bookmarks in the dock) are theirs to scan.
    const all = await blockingViolations(page);
    const ours = await page.evaluate(
      (findings) =>
        findings.filter((f) => f.targets.some((target) => document.querySelector(target)?.closest('[data-testid="arena-page"], [data-testid="quest-page"], [data-testid="quest-bookmark"]'))),
      all,
    );
    expect(ours, `${path}\n${describeFindings(ours)}`).toEqual([]);
  }
});

import type { APIRequestContext, Page } from '@playwright/test';
import { blockingViolations, describeFindings } from './axe-scan';
import { test, expect } from './fixtures';
import { signInDemoPlayer } from './players';

/**
 * Tournaments (issue 11), desktop and phone: a player joins an active tournament, spins in the demo slot in
 * another tab, and the tournament page shows their place and points change live (the private
 * `tournaments_statuses` and public `leaderboard` pushes); a future tournament's timer turns it active in
 * front of the visitor. Each test makes its own tournament through the platform's demo route, so it never
 * depends on the seed's clock. States are awaited, never time.
 */

interface DevTournament {
  frontend_identifier: string;
  title: string;
}

async function createTournament(request: APIRequestContext, options: Record<string, unknown>): Promise<DevTournament> {
  const answer = await request.post('/dev/tournaments', { data: { duration_seconds: 3_600, ...options } });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as DevTournament;
}

/** The first slot, as the catalogue lists it (a tournament of any game; the test spins a slot). */
async function aGame(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/games_filter', {
    data: { device: 'desktop', page: 1, page_size: 1, filter: { categories: { identifiers: ['slots'], strategy: 'OR' } } },
  });
  const { data } = (await answer.json()) as { data: { identifier: string }[] };
  return data[0]!.identifier;
}

async function spin(game: Page) {
  const settled = game.waitForResponse((r) => /\/game-studio\/[^/]+\/spin$/.test(r.url()) && r.status() === 200);
  await game.frameLocator('iframe').getByRole('button', { name: /spin/i }).click();
  await settled;
}

test('a player joins an active tournament, spins, and sees their place and points change without a reload', async ({ page, request }) => {
  const tournament = await createTournament(request, { title: 'E2E Sprint', starts_in_seconds: 0, user_confirmation_required: true, strategy: 'bets_sum' });
  await signInDemoPlayer(page);

  await page.goto(`/tournaments/${tournament.frontend_identifier}`);
  const tournamentPage = page.getByTestId('tournament-page');
  await expect(tournamentPage).toHaveAttribute('data-status', 'active');
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Sprint' })).toBeVisible();
  await page.getByRole('button', { name: 'Join the tournament' }).click();
  await expect(page.getByTestId('join-state')).toHaveAttribute('data-state', 'joined');
  await expect(page.getByTestId('standing-place')).toHaveText('—');
  await expect(page.getByTestId('standing-points')).toHaveText('0');

  // The slot in a second tab of the same session: the tournament page stays open, never reloaded.
  const game = await page.context().newPage();
  await game.goto(`/play/${await aGame(request)}?mode=Real`);
  await spin(game);

  await expect(page.getByTestId('standing-place')).toHaveText('#1');
  const ownRow = page.getByTestId('own-row');
  await expect(ownRow).toHaveAttribute('data-place', '1');
  await expect(page.getByTestId('own-points')).not.toHaveText('0');
  const first = await page.getByTestId('standing-points').textContent();

  await spin(game);
  await expect(page.getByTestId('standing-points')).not.toHaveText(first ?? '');
  await expect(page.getByTestId('own-points')).toHaveText((await page.getByTestId('standing-points').textContent()) ?? '');
  await game.close();
});

test('a future tournament’s timer turns it active in front of the visitor', async ({ page, request }) => {
  const tournament = await createTournament(request, { title: 'E2E Countdown', starts_in_seconds: 4 });

  await page.goto('/tournaments/all');
  const card = page.locator(`[data-testid="tournament-card"][data-slug="${tournament.frontend_identifier}"]`);
  await expect(card).toHaveAttribute('data-status', 'future');
  await expect(card.getByRole('timer')).toHaveAccessibleName(/^Starts in /);
  // The card moves on when its timer reaches zero: no reload, no navigation.
  await expect(card).toHaveAttribute('data-status', 'active', { timeout: 20_000 });
  await expect(card.getByTestId('promo-status')).toHaveText('Live now');
  await expect(card.getByRole('timer')).toHaveAccessibleName(/^Ends in /);

  await card.getByRole('link', { name: 'E2E Countdown' }).click();
  await expect(page.getByTestId('tournament-page')).toHaveAttribute('data-status', 'active');
  // A guest sees it all and is offered registration to take part.
  await expect(page.getByRole('link', { name: 'Sign up to take part' })).toHaveAttribute('href', `/sign-up?redirect=${encodeURIComponent(`/tournaments/${tournament.frontend_identifier}`)}`);
});

test('the notice strip’s "Join" lands on the tournaments page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('status').getByRole('link', { name: 'Join' }).click();
  await expect(page).toHaveURL(/\/tournaments$/);
  await expect(page.getByTestId('tournaments-page')).toBeVisible();
  await expect(page.getByTestId('tournament-card').first()).toBeVisible();
});

test('the promo area, a tournament and a lottery have no serious accessibility findings', async ({ page, request }) => {
  const lotteries = (await (await request.get('/api/lotteries')).json()) as { frontend_identifier: string; finished_at: string | null }[];
  const lottery = lotteries.find((l) => l.finished_at === null) ?? lotteries[0]!;
  for (const path of ['/tournaments', '/tournaments/weekly-spin-race', `/lottery/${lottery.frontend_identifier}`]) {
    await page.goto(path);
    await expect(page.getByTestId(/^(tournaments|tournament|lottery)-page$/)).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const findings = await blockingViolations(page);
    expect(findings, `${path}\n${describeFindings(findings)}`).toEqual([]);
  }
});

import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';

/** The first slot the catalogue lists for a desktop (asked by a guest's request: a signed-in write needs CSRF). */
async function aSlot(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/games_filter', {
    data: { device: 'desktop', page: 1, page_size: 1, filter: { categories: { identifiers: ['slots'], strategy: 'OR' } } },
  });
  const { data } = (await answer.json()) as { data: { identifier: string }[] };
  return data[0]!.identifier;
}

/**
 * Real money end to end: a bet in the platform's slot (in the game iframe) goes through the ledger, the
 * platform pushes the account on the player's private `balance` channel, and the header shows it.
 */
test('a real-money spin updates the header balance live over the socket', async ({ page, request }) => {
  // The demo player has a complete profile (a game asks for the provider's required fields first).
  const signIn = await page.request.post('/api/users/sign_in', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { user: { email: 'demo@croupier.dev', password: 'Demo12345' } },
  });
  expect(signIn.status()).toBe(201);

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: /^Balance / })).toBeVisible();
  // A slot (every game plays the engine of its kind: the first tile may be a table or the crash game).
  const game = await aSlot(request);
  await page.goto(`/play/${game}?mode=Real`);
  const spin = page.waitForResponse((r) => /\/game-studio\/[^/]+\/spin$/.test(r.url()) && r.status() === 200);
  await page.frameLocator('iframe').getByRole('button', { name: /spin/i }).click();
  const { balance_cents: after } = (await (await spin).json()) as { balance_cents: number };
  const shown = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format(after / 100);
  await expect(page.getByRole('banner').getByText(shown)).toBeVisible();
});

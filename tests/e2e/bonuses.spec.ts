import { test, expect } from './fixtures';
import { newPlayer } from './players';

/**
 * Bonuses as a player walks them (issue 10), on desktop and phone: a new player finds the registration bonus in the
 * gifts tab, activates it, spins in the demo slot and watches the wagering bar beside the game move without a
 * reload (`bonuses_changes` over the socket); a gift promo code in the address (`?giftPromocode=SPIN50`, the
 * platform's demo campaign) lands in the gifts tab with the platform's answer. Every player is new.
 */

const xhr = { 'x-requested-with': 'XMLHttpRequest' };

test('a new player activates the registration bonus, spins, and the wagering bar advances without a reload', async ({ page }) => {
  await newPlayer(page);
  await page.goto('/profile/gifts');
  const tab = page.getByTestId('gifts-tab');
  await expect(tab).toHaveAttribute('data-state', 'ready');

  // The registration gift: bonus money and a free-spin pack, both new.
  const fresh = page.getByTestId('gifts-new');
  const welcome = fresh.locator('[data-testid="gift-card"][data-kind="bonus"]').first();
  await expect(welcome).toBeVisible();
  await expect(welcome).toHaveAttribute('data-stage', 'issued');
  await expect(fresh.locator('[data-testid="gift-card"][data-kind="freespins"]')).toHaveCount(1);
  // The header counts both new gifts (read once the page is idle).
  await expect(page.getByTestId('header-gifts-count')).toHaveText('2');
  const title = (await welcome.getByRole('heading', { level: 4 }).textContent()) ?? '';

  await welcome.getByRole('button', { name: 'Activate' }).click();
  const active = page.getByTestId('gifts-active').locator('[data-testid="gift-card"]').filter({ hasText: title });
  await expect(active).toHaveAttribute('data-stage', /^(activated|handle_bets)$/);
  await expect(active.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  await expect(active.getByTestId('wagering-left')).toHaveText(/^€[\d,.]+ left to wager$/);
  await expect(page.getByTestId('header-gifts-count')).toHaveText('1');

  // The balance dropdown splits the balance: bonus money now, nothing real yet, and what is left to wager.
  const balance = page.getByRole('banner').getByRole('button', { name: /^Balance / });
  if (await balance.isVisible()) {
    await balance.click();
    await expect(page.getByTestId('balance-real')).toHaveText('€0.00');
    await expect(page.getByTestId('balance-bonus')).not.toHaveText('€0.00');
    await expect(page.getByTestId('balance-wagering')).not.toHaveText('–');
    await balance.click();
  }

  // A slot of the welcome pack (a slot counts fully towards wagering), played for real with the bonus money.
  const packs = (await (await page.request.get('/api/player/freespins', { headers: xhr })).json()) as { games: string[] }[];
  const game = packs[0]!.games[0]!;
  await page.goto(`/play/${game}?mode=Real`);
  const panel = page.getByTestId('game-bonus-panel');
  const left = panel.getByTestId('panel-left');
  await expect(left).toHaveText(/^€[\d,.]+ left to wager$/);
  const before = await left.textContent();

  const spun = page.waitForResponse((r) => /\/game-studio\/[^/]+\/spin$/.test(r.url()) && r.status() === 200);
  await page.frameLocator('iframe').getByRole('button', { name: /spin/i }).click();
  await spun;
  // The same page, never reloaded: the platform's push moved the numbers.
  await expect(left).not.toHaveText(before ?? '');
  const after = await left.textContent();

  const spunAgain = page.waitForResponse((r) => /\/game-studio\/[^/]+\/spin$/.test(r.url()) && r.status() === 200);
  await page.frameLocator('iframe').getByRole('button', { name: /spin/i }).click();
  await spunAgain;
  await expect(left).not.toHaveText(after ?? '');

  // What the screen says is what the platform holds.
  const bonuses = (await (await page.request.get('/api/player/bonuses', { headers: xhr })).json()) as {
    title: string;
    amount_wager_cents: number;
    amount_wager_requirement_cents: number;
  }[];
  const mine = bonuses.find((b) => b.title === title)!;
  const shown = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' }).format((mine.amount_wager_requirement_cents - mine.amount_wager_cents) / 100);
  await expect(left).toHaveText(`${shown} left to wager`);
  await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(Math.floor((mine.amount_wager_cents * 100) / mine.amount_wager_requirement_cents)));
});

test('a gift promo code in the address lands in the gifts tab with its answer', async ({ page }) => {
  await newPlayer(page);
  await page.goto('/?giftPromocode=SPIN50');
  await expect(page).toHaveURL(/\/profile\/gifts$/);
  const answer = page.getByTestId('promo-code-form').getByTestId('code-answer');
  await expect(answer).toHaveAttribute('data-outcome', 'accepted');
  await expect(answer).toContainText('Code SPIN50 accepted. You received:');
  // The campaign's 50 free spins are a new gift now (their title names the game they play on).
  await expect(page.getByTestId('gifts-new').locator('[data-kind="freespins"]').filter({ hasText: '50 of 50 free spins left' })).toBeVisible();

  // Sent once: back on main nothing is sent again, and the same code by hand is refused as used.
  await page.goto('/');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/profile/gifts');
  const form = page.getByTestId('promo-code-form');
  await form.getByLabel('Promo code').fill('SPIN50');
  await form.getByRole('button', { name: 'Apply' }).click();
  await expect(form.getByTestId('code-answer')).toHaveText('You have already used the code SPIN50.');
});

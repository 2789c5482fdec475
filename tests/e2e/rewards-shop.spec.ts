import type { Locator } from '@playwright/test';
import { test, expect } from './fixtures';
import { signInDemoPlayer } from './players';

/**
 * The rewards shop (issue 16), desktop and phone: the demo player, who has astrocoins from the seed, exchanges two
 * €25 cards for money and sees both balances change — the astrocoins in the shop and in the header's balance
 * dropdown go down by the cost, the money in the header goes up by €50 — without a reload.
 */

/** `12,000` → 12000; `Balance €1,234.50, open the balance menu` → 123450 (the digits of the first amount). */
const digits = (text: string | null) => Number((text ?? '').replace(/,/g, '').match(/\d+(\.\d+)?/)?.[0]?.replace('.', '') ?? Number.NaN);
const points = async (locator: Locator) => digits(await locator.textContent());
const euro = (cents: number) => `€${(cents / 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('a player exchanges astrocoins for money and sees both balances change', async ({ page }) => {
  await signInDemoPlayer(page);
  await page.goto('/rocket-mart/money');
  await expect(page.getByTestId('shop-page')).toHaveAttribute('data-section', 'money');

  const shopBalance = page.getByTestId('shop-balance');
  await expect(shopBalance).toHaveText(/\d/);
  const before = await points(shopBalance);
  expect(before).toBeGreaterThanOrEqual(5_000);

  const header = page.getByRole('banner').getByRole('button', { name: /^Balance / });
  await expect(header).toBeVisible();
  const moneyBefore = digits(await header.getAttribute('aria-label'));

  // The balance dropdown shows the same astrocoins.
  await header.click();
  await expect(page.getByTestId('astrocoin-amount')).toHaveText(before.toLocaleString('en'));
  await header.click();

  const card = page.locator('[data-testid="shop-card"][data-group="cash-25"]');
  await expect(card.getByText('Popular')).toBeVisible();
  // By keyboard: on a phone the sticky header can lie over a card scrolled to the top edge.
  await card.getByRole('button', { name: 'Exchange astrocoins for Cash 25' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('exchange-dialog');
  await expect(dialog).toHaveAttribute('data-step', 'choose');
  // Enough for more than one: the quantity selector shows, up to floor(balance / 2,500).
  await expect(dialog.getByTestId('exchange-quantity')).toHaveAttribute('max', String(Math.min(100, Math.floor(before / 2_500))));
  await dialog.getByRole('button', { name: 'One more' }).click();
  await expect(dialog.getByTestId('exchange-cost')).toHaveText('5,000');
  await dialog.getByTestId('exchange-confirm').click();
  await expect(dialog.getByTestId('exchange-success')).toHaveText('Done! You received €50.00.');
  await dialog.getByRole('button', { name: 'Great' }).click();

  // Astrocoins down by the cost, money up by €50: in the shop and in the header, without a reload.
  await expect(shopBalance).toHaveText((before - 5_000).toLocaleString('en'));
  await expect(header).toHaveAccessibleName(`Balance ${euro(moneyBefore + 5_000)}, open the balance menu`);
  await header.click();
  await expect(page.getByTestId('astrocoin-amount')).toHaveText((before - 5_000).toLocaleString('en'));
});

test('a guest sees the shop root instead of discounts, and is sent to sign up to exchange', async ({ page }) => {
  await page.goto('/rocket-mart/discounts');
  await expect(page).toHaveURL(/\/rocket-mart$/);
  await expect(page.getByTestId('shop-section-money')).toBeVisible();
  await page.locator('[data-testid="shop-card"][data-group="spins-20"]').getByRole('button', { name: /^Exchange astrocoins for / }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('exchange-dialog')).toHaveAttribute('data-step', 'guest');
  await expect(page.getByTestId('exchange-dialog').getByRole('button', { name: 'Sign up' })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { blockingViolations, describeFindings } from './axe-scan';
import { depositByApi, newPlayer } from './players';

/**
 * The cashbox as a player walks it (issue 15), on desktop and phone: a card deposit through the processor page
 * back to a live result and a higher header balance; a declined deposit told once; a withdrawal recalled; a
 * crypto deposit's address and QR code. Every player is new, so no test leans on another's money.
 */

/** The header's balance as a number of euros (`Balance €25.00, open the balance menu`). */
async function headerBalance(page: Page): Promise<number> {
  const label = (await page.getByRole('banner').getByRole('button', { name: /^Balance / }).getAttribute('aria-label')) ?? '';
  return Number(/€([\d,.]+)/.exec(label)?.[1]?.replace(/,/g, '') ?? 'NaN');
}

test('a card deposit goes through the processor page, the result follows it and the header balance rises', async ({ page }) => {
  await newPlayer(page);
  await page.goto('/');
  await expect.poll(() => headerBalance(page)).toBe(0);

  // The header's (desktop) or the bottom bar's (phone) deposit button opens the cashbox.
  await page.getByRole('link', { name: 'Deposit', exact: true }).filter({ visible: true }).first().click();
  const cashbox = page.getByTestId('cashbox');
  await cashbox.getByRole('link', { name: 'Deposit', exact: true }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/deposit$/);

  await cashbox.locator('[data-method="mastercard"]').click();
  // A first deposit opens at 50 (spec part 2 §9); the player picks 25 instead.
  await expect(cashbox.getByLabel('Amount (EUR)')).toHaveValue('50');
  await cashbox.getByRole('button', { name: '€20.00' }).click();
  await expect(cashbox.getByLabel('Amount (EUR)')).toHaveValue('20');
  await cashbox.getByLabel('Amount (EUR)').fill('25');
  await cashbox.getByLabel('Card number').fill('5555555555554444');
  await cashbox.getByLabel('Expiry (MM/YY)').fill('1239');
  await cashbox.getByLabel('Name on card').fill('Ada Lovelace');
  await cashbox.getByRole('button', { name: 'Deposit €25.00' }).click();

  await expect(page).toHaveURL(/\/dev\/payments\/\d+/);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/cashbox\/result\/\d+$/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'succeeded');
  await expect(page.getByRole('heading', { name: 'Deposit successful' })).toBeVisible();
  await expect(page.getByTestId('result-balance')).toHaveText('€25.00');

  // Closing lands on main (there is no page behind a return from the processor) with the new balance.
  await page.getByRole('button', { name: 'Play now' }).click();
  await expect(page.getByTestId('cashbox')).toHaveCount(0);
  await expect.poll(() => headerBalance(page)).toBe(25);
});

test('a declined deposit is told once', async ({ page }) => {
  await newPlayer(page);
  await page.goto('/deposit');
  const cashbox = page.getByTestId('cashbox');
  await cashbox.locator('[data-method="neteller"]').click();
  await cashbox.getByLabel('Account e-mail').fill('ada@example.com');
  await cashbox.getByLabel('Amount (EUR)').fill('15');
  await cashbox.getByRole('button', { name: 'Deposit €15.00' }).click();
  await expect(page).toHaveURL(/\/dev\/payments\/\d+/);
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL(/\/cashbox\/result\/\d+$/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'declined');
  await expect(page.getByRole('heading', { name: 'Deposit declined' })).toBeVisible();
  const toast = page.getByRole('alert').filter({ hasText: 'Your deposit of €15.00 was declined. No money was taken.' });
  await expect(toast).toHaveCount(1);

  // Back again: the history is read after sign-in as before, and the same deposit is not told twice.
  const history = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/player/payments' && response.ok());
  await page.reload();
  await history;
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'declined');
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(toast).toHaveCount(0);
});

test('a withdrawal can be recalled and the money comes back', async ({ page }) => {
  await newPlayer(page);
  await depositByApi(page, 10_000);
  await page.goto('/withdraw');
  const cashbox = page.getByTestId('cashbox');
  await expect(cashbox.getByTestId('withdrawable')).toContainText('€100.00');

  await cashbox.locator('[data-method="neteller"]').click();
  // The account the money came from is offered as a saved profile (spec part 2 §3).
  await expect(cashbox.getByRole('radio', { name: /^Neteller · / })).toBeChecked();
  await cashbox.getByLabel('Amount (EUR)').fill('150');
  await cashbox.getByRole('button', { name: 'Withdraw €150.00' }).click();
  await expect(cashbox.getByText('Not enough money')).toBeVisible();

  await cashbox.getByLabel('Amount (EUR)').fill('60');
  await cashbox.getByRole('button', { name: 'Withdraw €60.00' }).click();
  await expect(cashbox.getByText('Your withdrawal of €60.00 has been requested.', { exact: false })).toBeVisible();
  await expect(cashbox.getByTestId('withdrawable')).toContainText('€40.00');

  const pending = cashbox.getByTestId('payment-row').filter({ hasText: '−€60.00' });
  await expect(pending.getByText('Pending')).toBeVisible();
  await pending.getByRole('button', { name: /^Recall/ }).click();
  await expect(cashbox.getByText('Withdrawal recalled: €60.00 is back in your balance.')).toBeVisible();
  await expect(cashbox.getByTestId('withdrawable')).toContainText('€100.00');

  await cashbox.getByRole('link', { name: 'History' }).click();
  // In the history the recalled withdrawal no longer counts as money out.
  await expect(cashbox.getByTestId('payment-row').filter({ hasText: 'Recalled' })).toContainText('Withdrawal');
  await expect(cashbox.getByTestId('payment-row').filter({ hasText: 'Recalled' })).not.toContainText('−€60.00');
});

test('a crypto deposit shows the address to pay to and its QR code', async ({ page }) => {
  await newPlayer(page);
  await page.goto('/dashboard');
  const cashbox = page.getByTestId('cashbox');
  await cashbox.getByLabel('Add a wallet').selectOption('BTC');
  await cashbox.getByRole('button', { name: 'Add and use' }).click();
  await expect(cashbox.getByTestId('active-wallet')).toContainText('BTC');
  // The fiat value of a crypto wallet, from the exchange rates.
  await expect(cashbox.getByTestId('active-wallet')).toContainText('≈ €0.00');

  await cashbox.getByRole('link', { name: 'Deposit', exact: true }).filter({ visible: true }).first().click();
  await cashbox.getByLabel('Amount (µBTC)').fill('500');
  await cashbox.getByRole('button', { name: 'Deposit 500.00 µBTC' }).click();

  await expect(page).toHaveURL(/\/cashbox\/result\/\d+$/);
  const address = page.getByTestId('crypto-address');
  await expect(address.getByRole('img', { name: 'QR code of the BTC address' })).toBeVisible();
  await expect(address.getByRole('heading', { name: 'Send 500.00 µBTC' })).toBeVisible();
  await expect(address.locator('code').first()).toHaveText(/^\S{20,}$/);
  await expect(page.getByTestId('payment-result')).toHaveAttribute('data-state', 'pending');
});

test('the cashbox screens have no serious accessibility findings', async ({ page }) => {
  await newPlayer(page);
  await depositByApi(page, 5_000);
  for (const [path, ready] of [
    ['/dashboard', 'active-wallet'],
    ['/deposit', 'method'],
    ['/withdraw', 'method'],
    ['/cashbox/history', 'payment-row'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId('cashbox').getByTestId(ready).first()).toBeVisible();
    const findings = await blockingViolations(page);
    expect(findings, `${path}\n${describeFindings(findings)}`).toEqual([]);
  }
  // With the messages of a refused form on screen.
  await page.goto('/deposit');
  await page.getByTestId('cashbox').locator('[data-method="mastercard"]').click();
  await page.getByTestId('cashbox').getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  // The first field with a message takes the focus (the amount, empty for a player who has deposited before).
  await expect(page.getByLabel('Amount (EUR)')).toBeFocused();
  const findings = await blockingViolations(page);
  expect(findings, describeFindings(findings)).toEqual([]);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { registerByApi } from './register-by-api';

async function latestMail(request: APIRequestContext, to: string, kind: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mails = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as { kind: string; body: string }[];
    const mail = mails.find((m) => m.kind === kind);
    if (mail) return mail.body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${kind} mail for ${to}`);
}

/** A fresh player (registration through the API) signed in through the form. */
async function signInAsNewPlayer(page: Page, request: APIRequestContext): Promise<string> {
  const email = `e2e-profile-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const made = await registerByApi(request, { email, password: 'Secret123', currency: 'EUR', country: 'CA', terms_acceptance: true });
  expect(made.status()).toBe(201);
  await page.goto('/sign-in?redirect=/profile');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByRole('button', { name: 'Log in', exact: true }).filter({ visible: true }).last().click();
  await expect(page).toHaveURL(/\/profile$/);
  // New players are offered the profile-completion popup (spec §4): not now.
  await page.getByRole('button', { name: 'Later' }).click();
  return email;
}

test('edits the profile, rejecting bad input first', async ({ page, request }) => {
  await signInAsNewPlayer(page, request);
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('First name', { exact: true }).fill('R2-D2!');
  await page.getByLabel('Date of birth', { exact: true }).fill('31/02/2001');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Use only letters, digits, spaces, dots and hyphens')).toBeVisible();
  await expect(page.getByText('Enter a valid date as DD/MM/YYYY')).toBeVisible();

  await page.getByLabel('First name', { exact: true }).fill('Ada');
  await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
  await page.getByLabel('Date of birth', { exact: true }).fill('10/12/1990');
  await page.getByLabel('Postal code', { exact: true }).fill('M5V 2T6');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await expect(page.getByText('Lovelace', { exact: true })).toBeVisible();
  await expect(page.getByText('10/12/1990', { exact: true })).toBeVisible();
  // §4: an empty state follows the postal code (Canadian first letter M → Ontario).
  await expect(page.getByText('Ontario', { exact: true })).toBeVisible();
});

test('sets and confirms a deposit limit', async ({ page, request }) => {
  const email = await signInAsNewPlayer(page, request);
  await page.getByRole('link', { name: 'Limits' }).click();
  await expect(page.getByText('You have no limits yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Set the limit' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel(/Amount/).fill('50.999');
  await page.getByRole('button', { name: 'Set the limit' }).click();
  await expect(page.getByText('This value is not allowed')).toBeVisible();

  await page.getByLabel('Period', { exact: true }).selectOption('week');
  await page.getByLabel(/Amount/).fill('50');
  await page.getByRole('button', { name: 'Set the limit' }).click();
  await expect(page.getByText('Almost done')).toBeVisible();
  await expect(page.getByText('Awaiting confirmation')).toBeVisible();

  const link = /\/profile\/limits\/confirm\?token=[\w-]+/.exec(await latestMail(request, email, 'limit_confirmation'))?.[0];
  await page.goto(link!);
  await expect(page.getByText('Your Deposit limit is now active.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to my limits' }).click();
  await expect(page.getByText('€50.00').first()).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
});

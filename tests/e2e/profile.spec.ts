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

test('a first or lower limit applies at once; a higher one waits for the mail and the cooling period', async ({ page, request }) => {
  const email = await signInAsNewPlayer(page, request);
  await page.getByRole('link', { name: 'Limits' }).click();
  await expect(page.getByText('You have no limits yet.')).toBeVisible();
  const submit = () => page.getByRole('button', { name: /Set the limit|Yes, replace the limit/ }).click();
  await submit();
  await expect(page.getByText('This field is required')).toBeVisible();
  // The limit validation messages (issue 24 item 5), translated, one per mistake.
  for (const [typed, message] of [
    ['50.999', 'This value is not allowed'],
    ['0', 'Enter an amount above zero'],
    ['-5', 'The amount cannot be negative'],
    ['2000000', 'The highest limit you can set is €1,000,000.00'],
  ]) {
    await page.getByLabel(/Amount/).fill(typed!);
    await submit();
    await expect(page.getByText(message!)).toBeVisible();
  }

  // The first limit protects at once: no mail to wait for.
  await page.getByLabel('Period', { exact: true }).selectOption('week');
  await page.getByLabel(/Amount/).fill('50');
  await submit();
  await expect(page.getByText('Your limit applies now.')).toBeVisible();
  await expect(page.getByText('€50.00').first()).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();

  // Lower: the form says what it replaces, asks once more, then it applies at once.
  await page.getByLabel(/Amount/).fill('30');
  await submit();
  await expect(page.getByText(/replaces your current Deposit limit of €50\.00 and applies at once/)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, replace the limit' }).click();
  await expect(page.getByText('Your limit applies now.')).toBeVisible();
  await expect(page.getByText('€30.00').first()).toBeVisible();
  await expect(page.getByText('€50.00')).toHaveCount(0);

  // Higher: confirmed by mail, then scheduled 24 hours later while the €30 limit stays in force.
  await page.getByLabel(/Amount/).fill('100');
  await submit();
  await expect(page.getByText(/raises your current Deposit limit of €30\.00/)).toBeVisible();
  await page.getByRole('button', { name: 'Yes, replace the limit' }).click();
  await expect(page.getByText(/Confirm the higher limit with the link we sent/)).toBeVisible();
  await expect(page.getByText('Awaiting confirmation')).toBeVisible();
  const body = await latestMail(request, email, 'limit_confirmation');
  expect(body).toMatch(/http:\/\/127\.0\.0\.1:\d+\/profile\/limits\/confirm\?token=/); // absolute, on the host used
  const link = /\/profile\/limits\/confirm\?token=[\w-]+/.exec(body)?.[0];
  await page.goto(link!);
  await expect(page.getByText(/Confirmed\. Your new Deposit limit applies from/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to my limits' }).click();
  await expect(page.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(page.getByText(/your current limit protects you until then/)).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText('€30.00').first()).toBeVisible();
});

import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { registerByApi } from './register-by-api';

/** The newest dev-mailbox mail of a kind for an address (platform accounts module), polled briefly. */
async function latestMail(request: APIRequestContext, to: string, kind: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const mails = (await (await request.get(`/dev/mailbox.json?to=${encodeURIComponent(to)}`)).json()) as { kind: string; body: string }[];
    const mail = mails.find((m) => m.kind === kind);
    if (mail) return mail.body;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no ${kind} mail for ${to}`);
}

const visible = (page: Page, role: 'link' | 'button', name: string | RegExp) => page.getByRole(role, { name, exact: typeof name === 'string' }).filter({ visible: true }).first();
const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** New players with empty profile fields are offered the completion popup after login (spec §4). */
/**
 * The profile-completion prompt comes a moment after sign-up or a page load, whenever its plugin has started: it
 * is answered "Later" whenever it is on screen before the test's next action (a look at one moment missed it in CI
 * and the prompt then covered "Log out").
 */
async function dismissCompletion(page: Page) {
  await page.addLocatorHandler(page.getByRole('dialog').getByRole('button', { name: 'Later' }), (later) => later.click());
}

test('registers with bad then good input, confirms the e-mail and logs out', async ({ page, request }) => {
  const created: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/users') created.push(r.url());
  });
  await page.clock.install();
  await dismissCompletion(page);
  await page.goto('/sign-up');
  const submit = page.getByRole('button', { name: 'Create account' });
  await submit.click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByLabel('E-mail', { exact: true }).fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await submit.click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await expect(page.getByText('Must be at least 8 characters')).toBeVisible();
  expect(created).toEqual([]);

  const email = uniqueEmail('reg');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Date of birth', { exact: true }).fill('15/01/1990');
  await page.getByRole('checkbox', { name: /I am over 18/ }).check();
  // No captcha wait when none is configured (issue 24 item 4: no 2-second stall). With the page's clock paused, a
  // form that waited on a timer would never send: the request going out proves there is no wait, however slow the
  // machine is.
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/users');
  await submit.click();
  await sent;
  await page.clock.resume();
  await expect(visible(page, 'button', /Balance/)).toBeVisible();
  expect(created).toHaveLength(1);

  const body = await latestMail(request, email, 'confirmation');
  const link = /\/confirmation\?confirmation_token=[\w-]+/.exec(body)?.[0];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText(`${email} is confirmed`)).toBeVisible();

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(visible(page, 'link', 'Log in')).toBeVisible();
});

test('refuses an under-age birth date at once, with the shared rule, and a common password', async ({ page }) => {
  const created: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/users') created.push(r.url());
  });
  await page.goto('/sign-up');
  const now = new Date();
  const seventeen = `${String(now.getDate()).padStart(2, '0')}/${String(now.getMonth() + 1).padStart(2, '0')}/${now.getFullYear() - 17}`;
  // Checked as soon as the date is complete, before the rest of the form.
  await page.getByLabel('Date of birth', { exact: true }).fill(seventeen);
  await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
  await page.getByRole('checkbox', { name: /I am over 18/ }).check();
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('young'));
  await page.getByLabel('Password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('You must be at least 18 years old')).toBeVisible();
  await expect(page.getByText('This password is too common and easy to guess. Choose another one')).toBeVisible();
  expect(created).toEqual([]);
  await page.getByLabel('Date of birth', { exact: true }).fill('01/01/2000');
  await expect(page.getByText('You must be at least 18 years old')).toBeHidden();
});

test('logs in with two-factor', async ({ page, request }) => {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail', { exact: true }).fill('twofa@croupier.dev');
  await page.getByLabel('Password', { exact: true }).fill('Demo12345');
  await page.getByRole('button', { name: 'Log in', exact: true }).filter({ visible: true }).last().click();
  await expect(page.getByLabel('Verification code', { exact: true })).toBeVisible();
  const code = /\b(\d{6})\b/.exec(await latestMail(request, 'twofa@croupier.dev', 'two_factor'))?.[1];
  await page.getByLabel('Verification code', { exact: true }).fill('000000' === code ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page.getByText('The code is invalid or has expired')).toBeVisible();
  await page.getByLabel('Verification code', { exact: true }).fill(code!);
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(visible(page, 'button', /Balance/)).toBeVisible();
});

test('resets a forgotten password', async ({ page, request }) => {
  const email = uniqueEmail('reset');
  const made = await registerByApi(request, { email, password: 'OldPass123', currency: 'EUR', country: 'CA', terms_acceptance: true });
  expect(made.status()).toBe(201);

  await page.goto('/remind');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(`If an account exists for ${email}`)).toBeVisible();

  const link = /\/new-password\?reset_password_token=[\w-]+/.exec(await latestMail(request, email, 'password_reset'))?.[0];
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('NewPass456');
  await page.getByLabel('Repeat the password', { exact: true }).fill('Mismatch1');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Repeat the password', { exact: true }).fill('NewPass456');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByText('Your password has been changed')).toBeVisible();

  await page.goto('/sign-in');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('NewPass456');
  await page.getByRole('button', { name: 'Log in', exact: true }).filter({ visible: true }).last().click();
  await expect(visible(page, 'button', /Balance/)).toBeVisible();
});

test.describe('a guest from a partial-restriction country', () => {
  test.use({ extraHTTPHeaders: { 'x-country-code': 'FR' } });

  test('sees the geo notice and cannot register', async ({ page }) => {
    const created: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/users') created.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByText('Our services are limited in your country')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up', exact: true }).filter({ visible: true }).first()).toHaveAttribute('aria-disabled', 'true');
    await page.goto('/sign-up');
    await expect(page.getByText('Registration restricted in your country')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Create account' })).toHaveCount(0);
    expect(created).toEqual([]);
  });
});

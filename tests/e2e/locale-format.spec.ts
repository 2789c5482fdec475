import type { APIRequestContext, Page } from '@playwright/test';
import { csrfHeaders } from './csrf-headers';
import { test, expect } from './fixtures';
import { registerByApi } from './register-by-api';

/**
 * Issue 24 items 2, 3, 8, 9, desktop and phone: the player's saved language wins after sign-in (the URL prefix
 * follows), dates and amounts read the locale's way through core's formatters, banner and notice amounts come
 * from per-currency variables, and the footer and the terms name the operator from the site file.
 */

const xhr = { 'x-requested-with': 'XMLHttpRequest' };
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** A fresh EUR player born 15 January 1990 whose saved language is German; signed out again afterwards. */
async function germanPlayer(page: Page, request: APIRequestContext): Promise<string> {
  const email = `e2e-locale-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const made = await registerByApi(request, { email, password: 'Secret123', currency: 'EUR', country: 'DE', terms_acceptance: true });
  expect(made.status()).toBe(201);
  await page.goto('/');
  expect((await page.request.post('/api/users/sign_in', { headers: xhr, data: { user: { email, password: 'Secret123' } } })).status()).toBe(201);
  const profile = await page.request.patch('/api/player', { headers: await csrfHeaders(page), data: { context: 'edition', player: { date_of_birth: '15/01/1990' } } });
  expect(profile.ok()).toBe(true);
  expect((await page.request.patch('/api/player/update_locale', { headers: await csrfHeaders(page), data: { locale: 'de' } })).ok()).toBe(true);
  expect((await page.request.delete('/api/users/sign_out', { headers: await csrfHeaders(page) })).ok()).toBe(true);
  await page.context().clearCookies();
  return email;
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).filter({ visible: true }).last().click();
}

test('a German player signing in on the English site gets German (URL prefix and lang), with German amounts', async ({ page, request }) => {
  const email = await germanPlayer(page, request);
  await page.goto('/sign-in?redirect=/profile');
  await signInThroughForm(page, email, 'Secret123');
  await expect(page).toHaveURL(/\/de\/profile$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // The header balance is German money (`0,00 €`), like every amount on the page.
  await expect(page.getByRole('button', { name: /0,00\s€/ }).first()).toBeAttached();

  // Picking another language while signed in saves it for the player.
  const saved = page.waitForResponse((r) => r.request().method() === 'PATCH' && r.url().endsWith('/api/player/update_locale'));
  await page.getByRole('combobox', { name: 'Sprache' }).filter({ visible: true }).first().selectOption('en');
  expect((await saved).ok()).toBe(true);
  const player = (await (await page.request.get('/api/player', { headers: xhr })).json()) as { language: string };
  expect(player.language).toBe('en');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page).not.toHaveURL(/\/de\//);
});

test('a German player’s profile shows the birth date the German way', async ({ page, request }) => {
  const email = await germanPlayer(page, request);
  await page.goto('/sign-in?redirect=/profile');
  await signInThroughForm(page, email, 'Secret123');
  await expect(page).toHaveURL(/\/de\/profile$/);
  await expect(page.getByText('15.01.1990')).toBeVisible();
});

test('the Canadian French demo player gets fr-CA, with banner and notice amounts in dollars', async ({ page }) => {
  // Signed in through the header's popup: where it closes to, the player's language stays (and is not saved again).
  const patches: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PATCH' && r.url().endsWith('/api/player/update_locale')) patches.push(r.url());
  });
  await page.goto('/pokies');
  await page.getByRole('link', { name: 'Log in', exact: true }).filter({ visible: true }).first().click();
  await signInThroughForm(page, 'canuck@croupier.dev', 'Demo12345');
  await expect(page).toHaveURL(/\/fr-CA\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  // Whatever the switch would send has gone by the time the network is quiet (a state, not a fixed wait).
  await page.waitForLoadState('networkidle');
  await expect(page).toHaveURL(/\/fr-CA\/?$/);
  expect(patches).toEqual([]);
  await page.goto('/fr-CA/');
  // (A notice that arrives after the first paint waits for the next page, plugins/notices: the lobby is opened anew.)
  // The notice strip and the Spin Race banner: the CAD amount of their variables, French-Canadian spacing.
  await expect.poll(async () => plain(await page.locator('[data-notice]').textContent())).toContain('15 000 $');
  await expect.poll(async () => plain(await page.locator('[data-banner="weekly-spin-race"]').first().textContent())).toContain('15 000 $');
});

test('a guest sees banner amounts in the locale’s own format, and translated badges', async ({ page }) => {
  await page.goto('/');
  const welcome = page.locator('[data-banner="welcome-pack"]').first();
  await expect(welcome).toContainText('€1,500');
  await expect(welcome).toContainText('NEW');
  await page.goto('/de');
  const german = page.locator('[data-banner="welcome-pack"]').first();
  await expect.poll(async () => plain(await german.textContent())).toContain('Willkommensbonus bis zu 1.500 €');
  await expect(german).toContainText('NEU');
});

test('the footer and the terms name the operator from the site file', async ({ page, hostUrl }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const legal = footer.locator('[data-legal-details]');
  // The footer's blocks load as the footer nears the screen.
  await footer.scrollIntoViewIfNeeded();
  await expect(legal).toContainText('Aurora Demo Gaming N.V. (fictional)');
  await expect(legal).toContainText('DEMO-CW-000000');
  await expect(legal).toContainText('DEMO/OGL/0000/0000');
  await expect(legal.getByRole('link', { name: 'Example Gambling Help (demo)' })).toHaveAttribute('href', 'https://example.com/gambling-help');
  await expect(footer.locator('[data-age-badge]')).toHaveText('18+');

  await page.goto('/de');
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').locator('[data-legal-details]')).toContainText('wird betrieben von Aurora Demo Gaming N.V. (fictional)');

  await page.goto('/terms-and-conditions');
  const block = page.getByRole('region', { name: 'About the operator' });
  await expect(block).toContainText('DEMO/OGL/0000/0000');
  await expect(block).toContainText('Example Gaming Authority (demo)');

  await page.goto(hostUrl('desert.localhost'));
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect(page.getByRole('contentinfo').locator('[data-legal-details]')).toContainText('Desert Palms Demo Entertainment B.V. (fictional)');
});

import { expect, type Page } from '@playwright/test';
import { csrfHeaders } from './csrf-headers';
import { registerByApi } from './register-by-api';

/** The demo players the platform seeds (platform/seed-data): demo@ is the everyday one. */
export const DEMO_PASSWORD = 'Demo12345';

/** Signs a seeded player in through the API (the page's cookies then carry the session). */
export async function signInDemoPlayer(page: Page, email = 'demo@croupier.dev') {
  const answer = await page.request.post('/api/users/sign_in', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { user: { email, password: DEMO_PASSWORD } },
  });
  expect(answer.status()).toBe(201);
}

/**
 * A new EUR player from Canada, signed in, with a complete profile (otherwise the completion popup covers the page
 * and real play asks for it). Every test that needs a clean account makes its own, so none leans on another's money.
 */
export async function newPlayer(page: Page, prefix = 'e2e'): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const made = await registerByApi(page.request, { email, password: 'Secret123', currency: 'EUR', country: 'CA', terms_acceptance: true });
  expect(made.status()).toBe(201);
  const profile = await page.request.patch('/api/player', {
    headers: await csrfHeaders(page),
    data: {
      context: 'edition',
      player: { first_name: 'Ada', last_name: 'Lovelace', date_of_birth: '10/12/1990', mobile_phone: '+14165550100', country: 'CA', city: 'Toronto', address: '1 Main St', postal_code: 'M5V 2T6' },
    },
  });
  expect(profile.status()).toBe(200);
  return email;
}

/** Money through the platform's own calls and its dev processor: the setup of a test that is not about depositing. */
export async function depositByApi(page: Page, amountCents: number, currency = 'EUR') {
  const answer = await page.request.post('/api/player/payments/deposit', {
    headers: { ...(await csrfHeaders(page)), 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
    data: { amount_cents: amountCents, currency, payment_system: 'neteller', details: { account_email: 'setup@example.com' } },
  });
  expect(answer.status()).toBe(201);
  const { id, redirect_url: redirect } = (await answer.json()) as { id: number; redirect_url: string };
  const token = new URL(redirect, 'http://x').searchParams.get('token');
  const paid = await page.request.post(`/dev/payments/${id}/callback`, { headers: await csrfHeaders(page), data: { outcome: 'succeed', token } });
  expect(paid.ok()).toBe(true);
}

/** A new player (see `newPlayer`) with €500 deposited. */
export async function newFundedPlayer(page: Page, prefix = 'e2e'): Promise<string> {
  const email = await newPlayer(page, prefix);
  await depositByApi(page, 50_000);
  return email;
}

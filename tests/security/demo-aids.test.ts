import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { browserHeaders, signInBody, startSecurityHost, type SecurityHost } from './security-host';

/** Issue 20 item 1: every demo aid answers in demo mode (the default) and is absent (404) in production. */
async function signedInDeposit(host: SecurityHost) {
  const signIn = await host.app.inject({ method: 'POST', url: '/api/users/sign_in', payload: signInBody('demo@croupier.dev', 'Demo12345') });
  expect(signIn.statusCode).toBe(201);
  const headers = browserHeaders(signIn);
  const deposit = await host.app.inject({
    method: 'POST',
    url: '/api/player/payments/deposit',
    headers,
    payload: { amount_cents: 5000, currency: 'EUR', payment_system: 'visa', details: { card_number: '4242 4242 4242 4242', card_expiry: '12/39', card_holder: 'Demo Player' } },
  });
  expect(deposit.statusCode).toBeLessThan(300);
  const { id, redirect_url: redirectUrl } = deposit.json() as { id: number; redirect_url: string };
  const token = new URL(redirectUrl, 'http://x').searchParams.get('token') ?? 'none';
  return { headers, id, token };
}

describe('demo mode (CROUPIER_MODE unset)', () => {
  let host: SecurityHost;
  beforeAll(async () => {
    host = await startSecurityHost({});
  });
  afterAll(() => host.close());

  it('serves the dev mailbox, labelled as demo', async () => {
    await host.app.inject({ method: 'POST', url: '/api/users/password', payload: { user: { email: 'demo@croupier.dev' } } });
    const page = await host.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Demo mode');
    const json = await host.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=demo@croupier.dev' });
    expect(json.statusCode).toBe(200);
    expect((json.json() as { kind: string }[]).some((mail) => mail.kind === 'password_reset')).toBe(true);
  });

  it('serves the simulated payment provider, labelled as demo, and its callback', async () => {
    const { headers, id, token } = await signedInDeposit(host);
    const page = await host.app.inject({ method: 'GET', url: `/dev/payments/${id}?token=${token}`, headers });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Demo mode');
    const callback = await host.app.inject({ method: 'POST', url: `/dev/payments/${id}/callback`, headers, payload: { outcome: 'succeed', token } });
    expect(callback.statusCode).toBe(200);
    expect(callback.json().payment.state).toBe('succeeded');
  });

  it('serves the support desk, labelled as demo, and the notification pusher', async () => {
    const page = await host.app.inject({ method: 'GET', url: '/dev/support' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Demo mode');
    const push = await host.app.inject({ method: 'POST', url: '/dev/notifications', payload: { email: 'demo@croupier.dev', title: 'Hi', text: 'A test' } });
    expect(push.statusCode).toBe(201);
  });

  it('offers the simulated social sign-in', async () => {
    expect((await host.app.inject({ method: 'GET', url: '/api/info/auth_providers' })).json()).toHaveLength(3);
    const social = await host.app.inject({ method: 'GET', url: '/users/auth/google_oauth2?email=demo@croupier.dev' });
    expect(social.statusCode).toBe(302);
    expect(social.cookies.some((cookie) => cookie.name === SESSION_COOKIE)).toBe(true);
  });
});

describe('production mode', () => {
  let host: SecurityHost;
  beforeAll(async () => {
    host = await startSecurityHost({ CROUPIER_MODE: 'production' });
  });
  afterAll(() => host.close());

  it.each([
    ['GET', '/dev'],
    ['GET', '/dev/'],
    ['GET', '/dev/mailbox'],
    ['GET', '/dev/mailbox.json?to=demo@croupier.dev'],
    ['GET', '/dev/payments/1?token=x'],
    ['POST', '/dev/payments/1/callback'],
    ['GET', '/dev/anything/else'],
    ['GET', '/dev/support'],
    ['GET', '/dev/support/conversations.json'],
    ['POST', '/dev/support/conversations/1/reply'],
    ['POST', '/dev/notifications'],
    ['HEAD', '/dev/mailbox'],
    ['GET', '/users/auth/google_oauth2?email=demo@croupier.dev'],
    ['GET', '/users/auth/apple'],
  ] as const)('%s %s → 404, no cookie', async (method, url) => {
    const response = await host.app.inject({ method, url, payload: method === 'POST' ? { outcome: 'succeed', token: 'x' } : undefined });
    expect(response.statusCode).toBe(404);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('still serves the client pages and offers no social providers', async () => {
    expect((await host.app.inject({ method: 'GET', url: '/sign-in' })).statusCode).toBe(200);
    expect((await host.app.inject({ method: 'GET', url: '/api/info/auth_providers' })).json()).toEqual([]);
  });

  it('refuses the self-approval callback of a real deposit: 404 and the payment stays pending', async () => {
    const { headers, id, token } = await signedInDeposit(host);
    expect((await host.app.inject({ method: 'GET', url: `/dev/payments/${id}?token=${token}`, headers })).statusCode).toBe(404);
    const callback = await host.app.inject({ method: 'POST', url: `/dev/payments/${id}/callback`, headers, payload: { outcome: 'succeed', token } });
    expect(callback.statusCode).toBe(404);
    const payments = (await host.app.inject({ method: 'GET', url: '/api/player/payments', headers })).json() as { id: number; state: string }[];
    expect(payments.find((payment) => payment.id === id)?.state).toBe('pending');
  });
});

it('refuses an unknown CROUPIER_MODE instead of guessing', async () => {
  await expect(startSecurityHost({ CROUPIER_MODE: 'prod' })).rejects.toThrow(/CROUPIER_MODE must be one of demo, production/);
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { signInBody, startSecurityHost, type SecurityHost } from './security-host';

/** Issue 20 item 2: per-account limits with backoff, per-address limits, and correct sign-ins never counted. */
describe('sign-in, reminder, resend and two-factor limits', () => {
  let host: SecurityHost;
  let now: number;
  beforeEach(async () => {
    // Only Date is faked: the backoff is read from the clock, the server's I/O keeps real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    now = Date.parse('2030-01-01T00:00:00Z');
    vi.setSystemTime(now);
    // A trusted proxy, so that each attempt may come from another address: the account limit must still hold.
    host = await startSecurityHost({ CROUPIER_MODE: 'production', TRUST_PROXY: '127.0.0.1' });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await host.close();
  });
  const later = (seconds: number) => vi.setSystemTime((now += seconds * 1000));
  let nextAddress = 1;
  const freshAddress = () => `203.0.113.${nextAddress++ % 250}`;
  const signIn = (email: string, password: string, from = freshAddress(), extra: Record<string, string> = {}) =>
    host.app.inject({ method: 'POST', url: '/api/users/sign_in', headers: { 'x-forwarded-for': from }, payload: { user: { ...signInBody(email, password).user, ...extra } } });
  const hasSession = (response: Awaited<ReturnType<typeof signIn>>) => response.cookies.some((cookie) => cookie.name === SESSION_COOKIE && cookie.value !== '');

  it('per account, whatever the address: after five wrong passwords even the right one waits, and the wait doubles', async () => {
    for (let i = 0; i < 5; i += 1) expect((await signIn('demo@croupier.dev', 'wrong-pass-1')).statusCode).toBe(401);
    const refused = await signIn('demo@croupier.dev', 'Demo12345');
    expect(refused.statusCode).toBe(429);
    expect(hasSession(refused)).toBe(false);
    expect(refused.headers['retry-after']).toBe('30');
    expect(refused.json()).toMatchObject({ error: 'too_many_requests', retry_after_seconds: 30, message: 'Too many attempts, try again in a few minutes' });
    // Refused attempts change nothing: the wait is the same a moment later.
    expect((await signIn('demo@croupier.dev', 'Demo12345')).headers['retry-after']).toBe('30');

    later(31);
    expect((await signIn('demo@croupier.dev', 'wrong-pass-1')).statusCode).toBe(401);
    expect((await signIn('demo@croupier.dev', 'Demo12345')).json().retry_after_seconds).toBe(60);
    later(61);
    expect((await signIn('demo@croupier.dev', 'wrong-pass-1')).statusCode).toBe(401);
    expect((await signIn('demo@croupier.dev', 'Demo12345')).json().retry_after_seconds).toBe(120);

    // Another account is not affected, and the waiting one signs in once the wait is over.
    expect((await signIn('aussie@croupier.dev', 'Demo12345')).statusCode).toBe(201);
    later(121);
    expect((await signIn('demo@croupier.dev', 'Demo12345')).statusCode).toBe(201);
  });

  it('messages follow the locale', async () => {
    for (let i = 0; i < 5; i += 1) await signIn('demo@croupier.dev', 'wrong-pass-1');
    const refused = await host.app.inject({ method: 'POST', url: '/api/users/sign_in?l=de', payload: signInBody('demo@croupier.dev', 'Demo12345') });
    expect(refused.json().message).toBe('Zu viele Versuche, bitte in einigen Minuten erneut versuchen');
  });

  it('per address: twenty failures over many accounts stop that address, not others; rotating X-Forwarded-For past the proxy does not help', async () => {
    const attacker = '198.51.100.20';
    for (let i = 0; i < 20; i += 1) expect((await signIn(`nobody${i}@example.test`, 'wrong-pass-1', attacker)).statusCode).toBe(401);
    expect((await signIn('demo@croupier.dev', 'Demo12345', attacker)).statusCode).toBe(429);
    // The proxy appends the real address; whatever the visitor put in front of it is not believed.
    expect((await signIn('demo@croupier.dev', 'Demo12345', `9.9.9.9, ${attacker}`)).statusCode).toBe(429);
    expect((await signIn('demo@croupier.dev', 'Demo12345', '198.51.100.21')).statusCode).toBe(201);
  });

  it('correct sign-ins use up nothing: thirty in a row all succeed, and a success forgets earlier failures', async () => {
    const from = '198.51.100.30';
    for (let i = 0; i < 30; i += 1) expect((await signIn('demo@croupier.dev', 'Demo12345', from)).statusCode).toBe(201);
    for (let i = 0; i < 4; i += 1) expect((await signIn('demo@croupier.dev', 'wrong-pass-1', from)).statusCode).toBe(401);
    expect((await signIn('demo@croupier.dev', 'Demo12345', from)).statusCode).toBe(201);
    for (let i = 0; i < 4; i += 1) expect((await signIn('demo@croupier.dev', 'wrong-pass-1', from)).statusCode).toBe(401);
    expect((await signIn('demo@croupier.dev', 'Demo12345', from)).statusCode).toBe(201);
  });

  it('two-factor: wrong codes count against the account, and a refused attempt does not spend the code', async () => {
    // In production the code is not readable anywhere; the demo host below covers the right code.
    expect((await signIn('twofa@croupier.dev', 'Demo12345')).json()).toEqual({ two_factor_required: true });
    for (let i = 0; i < 5; i += 1) expect((await signIn('twofa@croupier.dev', 'Demo12345', freshAddress(), { otp_attempt: '000000' })).statusCode).toBe(422);
    expect((await signIn('twofa@croupier.dev', 'Demo12345', freshAddress(), { otp_attempt: '123456' })).statusCode).toBe(429);
  });

  it('password reminders and confirmation resends: three per e-mail, then a growing wait; the address has its own budget', async () => {
    const remind = (email: string, from = freshAddress()) =>
      host.app.inject({ method: 'POST', url: '/api/users/password', headers: { 'x-forwarded-for': from }, payload: { user: { email } } });
    for (let i = 0; i < 3; i += 1) expect((await remind('demo@croupier.dev')).statusCode).toBe(201);
    const refused = await remind('demo@croupier.dev');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().retry_after_seconds).toBe(60);
    // Unknown addresses are limited the same way, so the limit does not reveal which e-mails have accounts.
    for (let i = 0; i < 3; i += 1) expect((await remind('ghost@example.test')).statusCode).toBe(201);
    expect((await remind('ghost@example.test')).statusCode).toBe(429);
    const from = '198.51.100.40';
    for (let i = 0; i < 10; i += 1) expect((await remind(`someone${i}@example.test`, from)).statusCode).toBe(201);
    expect((await remind('aussie@croupier.dev', from)).statusCode).toBe(429);

    const resend = (email: string) =>
      host.app.inject({ method: 'POST', url: '/api/users/confirmation', headers: { 'x-forwarded-for': freshAddress() }, payload: { user: { email } } });
    for (let i = 0; i < 3; i += 1) expect((await resend('newbie@croupier.dev')).statusCode).toBe(201);
    expect((await resend('newbie@croupier.dev')).statusCode).toBe(429);
    later(61);
    expect((await resend('newbie@croupier.dev')).statusCode).toBe(201);
  });
});

describe('two-factor in demo mode (the code is readable in the dev mailbox)', () => {
  it('a right code refused while the account waits still works once the wait is over', async () => {
    const host = await startSecurityHost({});
    try {
      const attempt = (password: string, otp?: string) =>
        host.app.inject({ method: 'POST', url: '/api/users/sign_in', payload: { user: { email: 'twofa@croupier.dev', password, ...(otp ? { otp_attempt: otp } : {}) } } });
      for (let i = 0; i < 4; i += 1) expect((await attempt('wrong-pass-1')).statusCode).toBe(401);
      expect((await attempt('Demo12345')).json()).toEqual({ two_factor_required: true });
      const mails = (await host.app.inject({ method: 'GET', url: '/dev/mailbox.json?to=twofa@croupier.dev' })).json() as { body: string }[];
      const code = /\b(\d{6})\b/.exec(mails[0]!.body)![1]!;
      expect((await attempt('Demo12345', code === '000000' ? '111111' : '000000')).statusCode).toBe(422);
      expect((await attempt('Demo12345', code)).statusCode).toBe(429);
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 31_000);
      expect((await attempt('Demo12345', code)).statusCode).toBe(201);
    } finally {
      vi.useRealTimers();
      await host.close();
    }
  });
});

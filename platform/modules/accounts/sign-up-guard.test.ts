import { afterEach, describe, expect, it } from 'vitest';
import { encodeAltchaToken, type AltchaChallenge } from '../../../schemas/wire/captcha';
import { solveAltcha } from '../../../plugins/auth/captcha/altcha-solver';
import { SIGN_UPS_PER_ADDRESS } from './account-limits';
import { captchaToken, countRows, startTestPlatform, type TestPlatform } from './test-platform';

// Issue 20 item 9: per-address sign-up limits and the captcha, on the reference platform's defaults.
let platform: TestPlatform;
afterEach(() => platform.close());

let serial = 0;
const newUser = (overrides: Record<string, unknown> = {}) => ({
  email: `farm.${++serial}@example.com`,
  password: 'secret123',
  date_of_birth: '15/01/1990',
  currency: 'CAD',
  country: 'CA',
  terms_acceptance: true,
  ...overrides,
});
const register = (user: Record<string, unknown>, remoteAddress = '198.51.100.7', query = '') =>
  platform.app.inject({ method: 'POST', url: `/api/users${query}`, payload: { user }, remoteAddress });
const solvedUser = async (overrides: Record<string, unknown> = {}) => newUser({ captcha: await captchaToken(platform.app), ...overrides });

describe('sign-up captcha (self-hosted proof of work, on by default)', () => {
  it('tells guests which captcha to solve, and for which call', async () => {
    platform = await startTestPlatform();
    const setting = await platform.app.inject({ method: 'GET', url: '/api/info/captcha' });
    expect(setting.json()).toEqual({ enabled: true, provider: 'altcha', site_key: null, challenge_url: '/api/captcha/challenge', actions: ['registration'] });
    const challenge = await platform.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(challenge.headers['cache-control']).toBe('no-store');
    expect(challenge.json()).toMatchObject({ parameters: { algorithm: 'PBKDF2/SHA-256' }, signature: expect.any(String) });
  });

  it('refuses a sign-up without a token, with a wrong one, or with a replayed one, in the visitor’s language', async () => {
    platform = await startTestPlatform();
    const missing = await register(newUser(), undefined, '?l=de');
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ errors: { captcha: ['Wir konnten nicht bestätigen, dass Sie kein Roboter sind. Bitte versuchen Sie es erneut'] } });

    const challenge = (await platform.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json() as AltchaChallenge;
    const forged = encodeAltchaToken(challenge, { counter: 1, derivedKey: '00'.repeat(32) });
    expect((await register(newUser({ captcha: forged }))).statusCode).toBe(422);
    expect((await register(newUser({ captcha: 'not-a-token' }))).statusCode).toBe(422);
    // Another platform's challenge (another secret), solved honestly, is still not ours.
    const other = await startTestPlatform();
    const foreign = await captchaToken(other.app);
    await other.close();
    expect((await register(newUser({ captcha: foreign }))).statusCode).toBe(422);

    const captcha = await captchaToken(platform.app);
    expect((await register(newUser({ captcha }))).statusCode).toBe(201);
    const replay = await register(newUser({ captcha }));
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.captcha).toEqual(['We could not verify that you are not a robot. Please try again']);
    expect(countRows(platform.ctx, 'players')).toBeGreaterThan(0);
  });

  it('refuses an expired token', async () => {
    platform = await startTestPlatform();
    const challenge = (await platform.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).json() as AltchaChallenge;
    const captcha = await solveAltcha(challenge);
    const realNow = Date.now;
    Date.now = () => realNow() + 11 * 60_000;
    try {
      expect((await register(newUser({ captcha }))).statusCode).toBe(422);
    } finally {
      Date.now = realNow;
    }
  });

  it('lets an operator switch it off (CAPTCHA_PROVIDER=off)', async () => {
    platform = await startTestPlatform({ captcha: { provider: 'off' } });
    expect((await platform.app.inject({ method: 'GET', url: '/api/info/captcha' })).json()).toMatchObject({ enabled: false });
    expect((await platform.app.inject({ method: 'GET', url: '/api/captcha/challenge' })).statusCode).toBe(404);
    expect((await register(newUser())).statusCode).toBe(201);
  });
});

describe('sign-ups per address', () => {
  it('stops an address after its budget with a 429, Retry-After and a translated message; other addresses go on', async () => {
    platform = await startTestPlatform({ captcha: { provider: 'off' } });
    for (let i = 0; i < SIGN_UPS_PER_ADDRESS.free; i++) expect((await register(newUser())).statusCode).toBe(201);
    const refused = await register(newUser(), undefined, '?l=fr-CA');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(SIGN_UPS_PER_ADDRESS.baseDelayMs / 1000);
    expect(refused.json()).toEqual({ error: 'too_many_requests', retry_after_seconds: 600, message: 'Trop de tentatives, réessayez dans quelques minutes' });
    expect((await register(newUser(), '203.0.113.9')).statusCode).toBe(201);
  });

  it('counts only accounts made: a visitor fixing typos is not throttled', async () => {
    platform = await startTestPlatform({ captcha: { provider: 'off' } });
    for (let i = 0; i < SIGN_UPS_PER_ADDRESS.free + 5; i++) expect((await register(newUser({ email: 'not-an-email' }))).statusCode).toBe(422);
    expect((await register(newUser())).statusCode).toBe(201);
  });

  it('throttles a farm behind one address even when it solves every captcha', async () => {
    platform = await startTestPlatform({ captcha: { provider: 'altcha', hmacSecret: 'test', maxCounter: 20, cost: 1 } });
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) answers.push((await register(await solvedUser())).statusCode);
    expect(answers.filter((status) => status === 201)).toHaveLength(SIGN_UPS_PER_ADDRESS.free);
    expect(answers.slice(SIGN_UPS_PER_ADDRESS.free)).toEqual(Array(25 - SIGN_UPS_PER_ADDRESS.free).fill(429));
  });
});

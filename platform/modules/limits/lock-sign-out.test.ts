import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createManualClock, type ManualClock } from '../../scheduler';
import { signIn, startTestPlatform, type CookieJar, type TestPlatform } from '../accounts/test-platform';

/**
 * Issue 13 item 2: a cooling-off or self-exclusion signs the player out of every session (every device), refuses
 * sign-in with a translated message naming its end until it runs out, and cannot be shortened. The platform's
 * clock is a manual one, moved past the end.
 */
let platform: TestPlatform;
let clock: ManualClock;
let phone: CookieJar;
let laptop: CookieJar;
const DAY_MS = 86_400_000;
beforeEach(async () => {
  clock = createManualClock(new Date());
  platform = await startTestPlatform({ clock });
  phone = (await signIn(platform.app, 'demo@croupier.dev', 'Demo12345')).jar;
  laptop = (await signIn(platform.app, 'demo@croupier.dev', 'Demo12345')).jar;
});
afterEach(() => platform.close());

const profileStatus = async (jar: CookieJar) => (await platform.app.inject({ method: 'GET', url: '/api/player', headers: jar.headers() })).statusCode;
const take = (jar: CookieJar, payload: object) => platform.app.inject({ method: 'POST', url: '/api/user_limits', payload, headers: jar.headers() });
const signInAgain = (locale = 'en') =>
  platform.app.inject({ method: 'POST', url: `/api/users/sign_in?l=${locale}`, payload: { user: { email: 'demo@croupier.dev', password: 'Demo12345' } }, headers: { 'accept-language': locale } });

describe('a lock ends every session', () => {
  it('self-exclusion signs out the device that took it and every other one, and clears this browser\'s cookies', async () => {
    expect(await profileStatus(phone)).toBe(200);
    expect(await profileStatus(laptop)).toBe(200);
    const taken = await take(phone, { type: 'self_exclusion', period: '6_months' });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toMatchObject({ type: 'self_exclusion', status: 'active', strategy: 'lock' });
    const cleared = (taken.cookies as { name: string; value: string }[]).filter((cookie) => cookie.value === '').map((cookie) => cookie.name);
    expect(cleared).toEqual(expect.arrayContaining(['croupier_session', 'csrf_token']));
    phone.store(taken);
    expect(await profileStatus(phone)).toBe(401);
    expect(await profileStatus(laptop)).toBe(401);
    expect(platform.ctx.db.prepare("SELECT COUNT(*) FROM sessions s JOIN players p ON p.id = s.player_id WHERE p.email = 'demo@croupier.dev'").pluck().get()).toBe(0);
  });

  it('a money limit signs no one out', async () => {
    expect((await take(phone, { type: 'deposit', period: 'day', amount_cents: 10_000, currency: 'EUR' })).statusCode).toBe(201);
    expect(await profileStatus(phone)).toBe(200);
    expect(await profileStatus(laptop)).toBe(200);
  });
});

describe('sign-in is refused until the lock ends', () => {
  it('cooling-off of 24 hours: refused with its end in the player\'s words, allowed once the platform clock passes it', async () => {
    const taken = await take(phone, { type: 'cooling_off', period: '24_hours' });
    const until = taken.json().accounts[0].active_until as string;
    expect(Date.parse(until) - clock.now().getTime()).toBe(DAY_MS);

    clock.advance(DAY_MS - 60_000);
    const refused = await signInAgain();
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'limit_lock', limit_type: 'cooling_off', until });
    const message = refused.json().message as string;
    expect(message).not.toContain(until); // not the wire's ISO date
    expect(message).toContain(String(new Date(until).getUTCFullYear()));
    expect(message).toContain('UTC');

    clock.advance(2 * 60_000);
    expect((await signInAgain()).statusCode).toBe(201);
  });

  it('self-exclusion cannot be shortened: no session is left to change it, and it outlasts a later shorter lock attempt', async () => {
    await take(phone, { type: 'self_exclusion', period: '1_year' });
    // Signed out: the player cannot reach the limits at all, neither to remove nor to replace the exclusion.
    expect((await take(laptop, { type: 'cooling_off', period: '24_hours' })).statusCode).toBe(401);
    clock.advance(200 * DAY_MS);
    expect((await signInAgain('de')).json()).toMatchObject({ error: 'limit_lock', limit_type: 'self_exclusion' });
    clock.advance(170 * DAY_MS);
    expect((await signInAgain()).statusCode).toBe(201);
  });
});

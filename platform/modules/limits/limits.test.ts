import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userLimitSchema, userLimitsSchema } from '../../../schemas/wire/limits';
import { mailsTo, signIn, startTestPlatform, tokenFromMail, type CookieJar, type TestPlatform } from '../accounts/test-platform';
import { findPlayerByEmail } from '../accounts/player-store';
import { limitBlockingBet, limitBlockingDeposit } from './enforce';


let platform: TestPlatform;
let jar: CookieJar;
let playerId: number;
beforeEach(async () => {
  platform = await startTestPlatform();
  jar = (await signIn(platform.app, 'demo@croupier.dev', 'Demo12345')).jar;
  playerId = findPlayerByEmail(platform.ctx.db, 'demo@croupier.dev')!.id;
});
afterEach(() => platform.close());

const create = (payload: object) => platform.app.inject({ method: 'POST', url: '/api/user_limits', payload, headers: jar.headers() });
const confirmLatest = async () => {
  const [mail] = await mailsTo(platform.app, 'demo@croupier.dev');
  return platform.app.inject({ method: 'POST', url: '/api/user_limits/confirm', payload: { token: tokenFromMail(mail!.body, 'token') } });
};
const list = async () => userLimitsSchema.parse((await platform.app.inject({ method: 'GET', url: '/api/user_limits', headers: jar.headers() })).json());

describe('user limits', () => {
  it('create → unconfirmed with a mailed token → confirm → active', async () => {
    const created = await create({ type: 'deposit', period: 'day', amount_cents: 10_000, currency: 'EUR' });
    expect(created.statusCode).toBe(201);
    expect(userLimitSchema.parse(created.json())).toMatchObject({ status: 'unconfirmed', strategy: 'limit', accounts: [{ currency: 'EUR', amount_cents: 10_000, current_value_amount_cents: 0 }] });
    expect(limitBlockingDeposit(platform.ctx.db, playerId, 'EUR', 1_000_000)).toBeNull(); // not in force yet
    const confirmed = await confirmLatest();
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('active');
    expect((await confirmLatest()).statusCode).toBe(422); // a token works once
    expect(limitBlockingDeposit(platform.ctx.db, playerId, 'EUR', 10_000)).toBeNull();
    expect(limitBlockingDeposit(platform.ctx.db, playerId, 'EUR', 10_001)).toBe('deposit');
    expect(limitBlockingDeposit(platform.ctx.db, playerId, 'CAD', 10_001)).toBeNull();
  });

  it('rejects bad payloads with 422 and writes nothing', async () => {
    for (const payload of [{ type: 'deposit', period: 'day', amount_cents: -1, currency: 'EUR' }, { type: 'deposit', period: 'year', amount_cents: 1, currency: 'EUR' }, { type: 'nap' }, { type: 'deposit', period: 'day', amount_cents: 5, currency: 'ZZZ' }]) {
      expect((await create(payload)).statusCode).toBe(422);
    }
    expect(await list()).toEqual([]);
    expect((await platform.app.inject({ method: 'GET', url: '/api/user_limits' })).statusCode).toBe(401);
  });

  it('delete: unconfirmed at once, active after a cooling period, locks never', async () => {
    const pending = (await create({ type: 'wager', period: 'week', amount_cents: 500, currency: 'EUR' })).json();
    expect((await platform.app.inject({ method: 'DELETE', url: `/api/user_limits/${pending.id}`, headers: jar.headers() })).statusCode).toBe(204);
    const active = (await create({ type: 'loss', period: 'month', amount_cents: 500, currency: 'EUR' })).json();
    await confirmLatest();
    const disabling = await platform.app.inject({ method: 'DELETE', url: `/api/user_limits/${active.id}`, headers: jar.headers() });
    expect(disabling.json()).toMatchObject({ status: 'disabling' });
    expect(disabling.json().disable_at).not.toBeNull();
    expect(limitBlockingBet(platform.ctx.db, playerId, 'EUR', 501)).toBe('loss'); // still in force during the delay
    expect((await platform.app.inject({ method: 'DELETE', url: '/api/user_limits/999999', headers: jar.headers() })).statusCode).toBe(404);
  });

  it('a confirmed cooling-off blocks deposits, bets and sign-in', async () => {
    const lock = await create({ type: 'cooling_off', period: '24_hours' });
    expect(lock.json().strategy).toBe('lock');
    const confirmed = (await confirmLatest()).json();
    expect(confirmed.accounts[0].active_until).not.toBeNull();
    expect(limitBlockingDeposit(platform.ctx.db, playerId, 'EUR', 1)).toBe('cooling_off');
    expect(limitBlockingBet(platform.ctx.db, playerId, 'EUR', 1)).toBe('cooling_off');
    expect((await platform.app.inject({ method: 'DELETE', url: `/api/user_limits/${confirmed.id}`, headers: jar.headers() })).statusCode).toBe(422);
    const again = await signIn(platform.app, 'demo@croupier.dev', 'Demo12345');
    expect(again.response.statusCode).toBe(403);
    expect(again.response.json()).toMatchObject({ error: 'limit_lock', limit_type: 'cooling_off' });
  });

  it('a session limit blocks bets once the session is older than the cap', async () => {
    await create({ type: 'session', period: 'day', amount_cents: 30 });
    await confirmLatest();
    expect(limitBlockingBet(platform.ctx.db, playerId, 'EUR', 1)).toBeNull();
    expect(limitBlockingBet(platform.ctx.db, playerId, 'EUR', 1, new Date(Date.now() + 31 * 60_000))).toBe('session');
  });
});

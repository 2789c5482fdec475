import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userLimitSchema, userLimitsSchema } from '../../../schemas/wire/limits';
import { LIMIT_LOOSEN_DELAY_HOURS } from '../../../config/rg-limits';
import { mailsTo, signIn, startTestPlatform, tokenFromMail, type CookieJar, type TestPlatform } from '../accounts/test-platform';
import { findPlayerByEmail } from '../accounts/player-store';
import { limitBlockingBet, limitBlockingDeposit } from './enforce';
import { purgeFinishedLimits } from './limit-store';

let platform: TestPlatform;
let jar: CookieJar;
let playerId: number;
beforeEach(async () => {
  platform = await startTestPlatform();
  jar = (await signIn(platform.app, 'demo@croupier.dev', 'Demo12345')).jar;
  playerId = findPlayerByEmail(platform.ctx.db, 'demo@croupier.dev')!.id;
});
afterEach(() => platform.close());

const create = (payload: object, headers: Record<string, string> = {}) =>
  platform.app.inject({ method: 'POST', url: '/api/user_limits', payload, headers: { ...jar.headers(), ...headers } });
const remove = (id: number) => platform.app.inject({ method: 'DELETE', url: `/api/user_limits/${id}`, headers: jar.headers() });
const latestMail = async () => (await mailsTo(platform.app, 'demo@croupier.dev'))[0]!;
const confirmLatest = async () =>
  platform.app.inject({ method: 'POST', url: '/api/user_limits/confirm', payload: { token: tokenFromMail((await latestMail()).body, 'token') } });
const list = async () => userLimitsSchema.parse((await platform.app.inject({ method: 'GET', url: '/api/user_limits', headers: jar.headers() })).json());
const hoursLater = (hours: number) => new Date(Date.now() + hours * 3_600_000 + 60_000);
const deposit = (amount: number) => ({ type: 'deposit', period: 'day', amount_cents: amount, currency: 'EUR' });

describe('user limits: a tighter limit applies at once', () => {
  it('the first limit of its kind is active at once, no token needed', async () => {
    const created = await create(deposit(10_000));
    expect(created.statusCode).toBe(201);
    expect(userLimitSchema.parse(created.json())).toMatchObject({ status: 'active', strategy: 'limit', accounts: [{ currency: 'EUR', amount_cents: 10_000, current_value_amount_cents: 0 }] });
    expect(limitBlockingDeposit(platform.ctx.db, playerId, 'EUR', 10_000)).toBeNull();
    expect(limitBlockingDeposit(platform.ctx.db, playerId, 'EUR', 10_001)).toBe('deposit');
    expect(limitBlockingDeposit(platform.ctx.db, playerId, 'CAD', 10_001)).toBeNull();
  });

  it('a lower amount replaces the current limit of the same type and period at once', async () => {
    await create(deposit(10_000));
    const lower = await create(deposit(5_000));
    expect(lower.json()).toMatchObject({ status: 'active' });
    expect(limitBlockingDeposit(platform.ctx.db, playerId, 'EUR', 5_001)).toBe('deposit');
    const limits = await list();
    expect(limits).toHaveLength(1); // one limit per type and period
    expect(limits[0]!.accounts[0]!.amount_cents).toBe(5_000);
  });

  it('a weekly limit of the same type is another limit, not a replacement', async () => {
    await create(deposit(10_000));
    await create({ ...deposit(20_000), period: 'week' });
    expect(await list()).toHaveLength(2);
  });

  it('a cooling-off is in force at once and blocks deposits, bets and sign-in', async () => {
    const lock = await create({ type: 'cooling_off', period: '24_hours' });
    expect(lock.json()).toMatchObject({ strategy: 'lock', status: 'active' });
    expect(lock.json().accounts[0].active_until).not.toBeNull();
    expect(limitBlockingDeposit(platform.ctx.db, playerId, 'EUR', 1)).toBe('cooling_off');
    expect(limitBlockingBet(platform.ctx.db, playerId, 'EUR', 1)).toBe('cooling_off');
    // Taking it signed the player out everywhere (issue 13 item 2): no session is left to remove it with.
    expect((await remove(lock.json().id)).statusCode).toBe(401);
    const again = await signIn(platform.app, 'demo@croupier.dev', 'Demo12345');
    expect(again.response.statusCode).toBe(403);
    expect(again.response.json()).toMatchObject({ error: 'limit_lock', limit_type: 'cooling_off' });
  });

  it('a shorter session limit applies at once; a session limit blocks bets past its minutes', async () => {
    await create({ type: 'session', period: 'day', amount_cents: 60 });
    expect((await create({ type: 'session', period: 'day', amount_cents: 30 })).json()).toMatchObject({ status: 'active' });
    expect(limitBlockingBet(platform.ctx.db, playerId, 'EUR', 1)).toBeNull();
    expect(limitBlockingBet(platform.ctx.db, playerId, 'EUR', 1, new Date(Date.now() + 31 * 60_000))).toBe('session');
  });
});

describe('user limits: loosening waits for the token and the cooling period', () => {
  it('a higher amount is unconfirmed, then pending for the configured hours, then replaces the old one', async () => {
    await create(deposit(5_000));
    const higher = await create(deposit(20_000));
    expect(higher.json()).toMatchObject({ status: 'unconfirmed' });
    expect(higher.json().confirm_until).not.toBeNull();
    expect(limitBlockingDeposit(platform.ctx.db, playerId, 'EUR', 5_001)).toBe('deposit'); // the old one still protects

    const confirmed = await confirmLatest();
    expect(confirmed.statusCode).toBe(200);
    const pending = userLimitSchema.parse(confirmed.json());
    expect(pending.status).toBe('pending');
    const delayMs = new Date(pending.applies_at!).getTime() - Date.now();
    expect(Math.abs(delayMs - LIMIT_LOOSEN_DELAY_HOURS * 3_600_000)).toBeLessThan(60_000);
    expect((await confirmLatest()).statusCode).toBe(422); // a token works once
    expect(limitBlockingDeposit(platform.ctx.db, playerId, 'EUR', 5_001)).toBe('deposit');

    const later = hoursLater(LIMIT_LOOSEN_DELAY_HOURS);
    expect(limitBlockingDeposit(platform.ctx.db, playerId, 'EUR', 5_001, later)).toBeNull();
    expect(limitBlockingDeposit(platform.ctx.db, playerId, 'EUR', 20_001, later)).toBe('deposit');
    purgeFinishedLimits(platform.ctx.db, playerId, later.toISOString());
    const rows = platform.ctx.db.prepare('SELECT status, amount_cents FROM user_limits WHERE player_id = ?').all(playerId);
    expect(rows).toEqual([{ status: 'active', amount_cents: 20_000 }]);
  });

  it('cancelling a looser change is immediate; a tighter one replaces a waiting looser one', async () => {
    await create(deposit(5_000));
    const higher = (await create(deposit(20_000))).json();
    expect((await remove(higher.id)).statusCode).toBe(204);
    await create(deposit(30_000));
    await confirmLatest();
    expect((await create(deposit(1_000))).json()).toMatchObject({ status: 'active' });
    const limits = await list();
    expect(limits.map((l) => [l.status, l.accounts[0]!.amount_cents])).toEqual([['active', 1_000]]);
  });

  it('removing an active limit needs the token, then waits the cooling period', async () => {
    const active = (await create({ type: 'loss', period: 'month', amount_cents: 500, currency: 'EUR' })).json();
    const asked = await remove(active.id);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ status: 'active' });
    expect(asked.json().removal_confirm_until).not.toBeNull();
    expect((await latestMail()).subject).toBe('Confirm removing your limit');
    const confirmed = await confirmLatest();
    expect(confirmed.json()).toMatchObject({ status: 'disabling' });
    expect(limitBlockingBet(platform.ctx.db, playerId, 'EUR', 501)).toBe('loss'); // still in force during the delay
    expect(limitBlockingBet(platform.ctx.db, playerId, 'EUR', 501, hoursLater(LIMIT_LOOSEN_DELAY_HOURS))).toBeNull();
    expect((await remove(999_999)).statusCode).toBe(404);
  });
});

describe('user limits: amounts', () => {
  it('zero, negative and too-large amounts get their own translated message and write nothing', async () => {
    const message = async (payload: object, locale = 'en') => {
      const answer = await platform.app.inject({ method: 'POST', url: `/api/user_limits?l=${locale}`, payload, headers: jar.headers() });
      expect(answer.statusCode).toBe(422);
      return answer.json().errors.amount_cents[0] as string;
    };
    expect(await message(deposit(0))).toBe('Enter an amount above zero');
    expect(await message(deposit(-100))).toBe('The amount cannot be negative');
    expect(await message(deposit(100_000_001))).toBe('The highest limit you can set is 1,000,000 EUR');
    expect(await message({ ...deposit(20_000_000_001), currency: 'BTC' })).toBe('The highest limit you can set is 20 BTC');
    expect(await message({ type: 'session', period: 'day', amount_cents: 1441 })).toBe('The highest limit you can set is 1440');
    expect(await message(deposit(0), 'de')).toBe('Geben Sie einen Betrag über null ein');
    expect((await create(deposit(100_000_000))).statusCode).toBe(201); // exactly the maximum is allowed
    for (const payload of [{ type: 'deposit', period: 'year', amount_cents: 1, currency: 'EUR' }, { type: 'nap' }, { type: 'deposit', period: 'day', amount_cents: 5, currency: 'ZZZ' }]) {
      expect((await create(payload)).statusCode).toBe(422);
    }
    expect(await list()).toHaveLength(1);
    expect((await platform.app.inject({ method: 'GET', url: '/api/user_limits' })).statusCode).toBe(401);
  });

  it('mail links are absolute on the host the player used', async () => {
    await create(deposit(5_000));
    await create(deposit(9_000), { host: 'aurora1.casino' });
    expect((await latestMail()).body).toMatch(/https:\/\/aurora1\.casino\/profile\/limits\/confirm\?token=\S+$/);
    await create(deposit(9_500), { host: 'evil.example' });
    expect((await latestMail()).body).not.toContain('evil.example');
  });
});

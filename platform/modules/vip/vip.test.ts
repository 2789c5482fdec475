import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, signIn } from '../../../tests/platform/helpers';
import { makePromoPlatform, settle, type PromoPlatform } from '../../../tests/platform/promotion-helpers';
import { playerCompPointsSchema } from '../../../schemas/wire/comp-points';
import { vipStatusProgressSchema, subscriptionsSchema } from '../../../schemas/wire/vip';
import { transaction } from '../../db/transaction';
import { groupsOf } from '../accounts/public';
import { playerCompPoints } from '../comp-points/public';
import { compPointsMultiplierOf, vipStatusIdOf } from './public';
import { quarterOf } from './quarter';
import { setQuarter } from './store';

/**
 * VIP progress per currency threshold (spec part 2 §9) and the fallback (§8), the status rise with its group and
 * `groups_updates` push, the quarter roll-over, Diamond's cap, and subscriptions (§8 already subscribed).
 */
let platform: PromoPlatform;
beforeAll(async () => {
  platform = await makePromoPlatform();
});
afterAll(() => platform.close());

let paymentId = 9_000_000;
function deposit(playerId: number, currency: string, amountCents: number) {
  const at = platform.clock.now().toISOString();
  transaction(platform.db, () =>
    platform.ctx.domain.publish('payment.changed', {
      paymentId: ++paymentId, playerId, action: 'deposit', currency, amountCents, state: 'succeeded', previousState: 'processing', bonusId: null, createdAt: at, changedAt: at,
    }),
  )();
}

async function progress(playerId: number) {
  const answer = await platform.app.inject({ method: 'GET', url: '/jam/vip_status_progress', headers: { cookie: signIn(platform.db, playerId).cookie } });
  expect(answer.statusCode).toBe(200);
  return vipStatusProgressSchema.parse(answer.json());
}

// §9 (bet sum / deposit sum in cents); EUR, NOK and JPY have none: §8's fallback 9,000,000 / 900,000.
const THRESHOLDS: [string, number, number][] = [
  ['USD', 6_000_000, 600_000],
  ['AUD', 9_000_000, 900_000],
  ['CAD', 9_000_000, 900_000],
  ['NZD', 9_000_000, 900_000],
  ['BRL', 30_000_000, 3_000_000],
  ['EUR', 9_000_000, 900_000],
  ['NOK', 9_000_000, 900_000],
];

describe('VIP progress', () => {
  it.each(THRESHOLDS)('%s: Bronze needs bets %i and deposits %i in the quarter; one cent short keeps Iron', async (currency, bet, dep) => {
    const playerId = createPlayer(platform.db, { currency });
    const fresh = await progress(playerId);
    expect(fresh).toMatchObject({ currency, currentStatus: 'IRON', nextStatus: 'BRONZE', betSumThresholdCents: bet, depositThresholdCents: dep, overallProgress: 0 });

    deposit(playerId, currency, dep);
    settle(platform, { playerId, currency, betCents: bet - 1 });
    const short = await progress(playerId);
    expect(short).toMatchObject({ currentStatus: 'IRON', depositAmountCents: dep, betSumCents: bet - 1 });
    expect(short.overallProgress).toBeLessThan(1);
    expect(short.overallProgress).toBeGreaterThan(0.99);

    const pushesBefore = platform.pushes.length;
    settle(platform, { playerId, currency, betCents: 1 });
    const reached = await progress(playerId);
    // Bronze → Silver costs twice the base.
    expect(reached).toMatchObject({ currentStatus: 'BRONZE', activeStatus: 'BRONZE', nextStatus: 'SILVER', betSumThresholdCents: bet * 2, depositThresholdCents: dep * 2, overallProgress: 0.5 });
    expect(groupsOf(platform.db, playerId)).toContain(257);
    const push = platform.pushes.slice(pushesBefore).find((p) => p.channel === 'groups_updates');
    expect(push).toMatchObject({ playerId, payload: { groups: expect.arrayContaining([257]) } });
  });

  it('counts real money only: demo rounds, free rounds and bonus stakes do not move progress', async () => {
    const playerId = createPlayer(platform.db, { currency: 'USD' });
    settle(platform, { playerId, currency: 'USD', betCents: 500, mode: 'demo' });
    settle(platform, { playerId, currency: 'USD', betCents: 500, realBetCents: 0, bonusBetCents: 500 });
    settle(platform, { playerId, currency: 'USD', betCents: 500, realBetCents: 0, freeRound: true });
    settle(platform, { playerId, currency: 'USD', betCents: 500, realBetCents: 200, bonusBetCents: 300 });
    expect((await progress(playerId)).betSumCents).toBe(200);
  });

  it('answers 401 to a guest', async () => {
    const answer = await platform.app.inject({ method: 'GET', url: '/jam/vip_status_progress' });
    expect(answer.statusCode).toBe(401);
  });

  it('climbs several levels at once and caps Diamond at its save target', async () => {
    const playerId = createPlayer(platform.db, { currency: 'USD' });
    deposit(playerId, 'USD', 600_000 * 16);
    settle(platform, { playerId, currency: 'USD', betCents: 6_000_000 * 20 });
    const diamond = await progress(playerId);
    expect(diamond).toMatchObject({ currentStatus: 'DIAMOND', nextStatus: null, betSumThresholdCents: 6_000_000 * 16, depositThresholdCents: 600_000 * 16, overallProgress: 1 });
    expect(groupsOf(platform.db, playerId)).toContain(759);
  });

  it('a status the ended quarter did not keep drops one level; Diamond is for life', async () => {
    const clock = platform.clock;
    const gold = createPlayer(platform.db, { currency: 'USD' });
    deposit(gold, 'USD', 600_000 * 4);
    settle(platform, { playerId: gold, currency: 'USD', betCents: 6_000_000 * 4 });
    const diamond = createPlayer(platform.db, { currency: 'USD' });
    deposit(diamond, 'USD', 600_000 * 16);
    settle(platform, { playerId: diamond, currency: 'USD', betCents: 6_000_000 * 16 });
    expect((await progress(gold)).currentStatus).toBe('GOLD');
    const start = clock.now();
    // Into the next quarter: Gold's sums were met in the quarter that ended, so Gold stays.
    clock.set(new Date(start.getTime() + 100 * 86_400_000));
    expect(quarterOf(clock.now())).not.toBe(quarterOf(start));
    expect((await progress(gold)).currentStatus).toBe('GOLD');
    // A quarter with no play: one level down, and another quarter: one more.
    clock.set(new Date(start.getTime() + 190 * 86_400_000));
    expect((await progress(gold)).currentStatus).toBe('SILVER');
    clock.set(new Date(start.getTime() + 280 * 86_400_000));
    expect((await progress(gold)).currentStatus).toBe('BRONZE');
    expect((await progress(diamond)).currentStatus).toBe('DIAMOND');
    expect(vipStatusIdOf(platform.db, diamond, clock.now())).toBe(759);
    clock.set(start);
  });

  it('a recalled deposit stops counting', async () => {
    const playerId = createPlayer(platform.db, { currency: 'CAD' });
    deposit(playerId, 'CAD', 50_000);
    const at = platform.clock.now().toISOString();
    transaction(platform.db, () =>
      platform.ctx.domain.publish('payment.changed', {
        paymentId: paymentId, playerId, action: 'deposit', currency: 'CAD', amountCents: 50_000, state: 'recalled', previousState: 'succeeded', bonusId: null, createdAt: at, changedAt: at,
      }),
    )();
    expect((await progress(playerId)).depositAmountCents).toBe(0);
  });
});

describe('subscriptions', () => {
  const call = (playerId: number, method: 'GET' | 'PUT', tier?: string) => {
    const session = signIn(platform.db, playerId);
    return platform.app.inject({ method, url: '/api/subscriptions', headers: session.headers, ...(tier ? { payload: { tier } } : {}) });
  };

  it('lists the tiers with their benefits, open by status', async () => {
    const playerId = createPlayer(platform.db, { currency: 'EUR' });
    const answer = await call(playerId, 'GET');
    expect(answer.statusCode).toBe(200);
    const body = subscriptionsSchema.parse(answer.json());
    expect(body.tier).toBeNull();
    expect(body.tiers.map((t) => [t.id, t.available, t.comp_points_multiplier])).toEqual([
      ['rocket_lite', true, 1.1],
      ['rocket_pro', false, 1.25],
      ['rocket_max', false, 1.5],
    ]);
  });

  it('subscribes, answers already-subscribed for the same tier, refuses a tier above the status', async () => {
    const playerId = createPlayer(platform.db, { currency: 'EUR' });
    expect(compPointsMultiplierOf(platform.db, playerId)).toBe(1);
    const chosen = await call(playerId, 'PUT', 'rocket_lite');
    expect(chosen.statusCode).toBe(200);
    expect(subscriptionsSchema.parse(chosen.json()).tier).toBe('rocket_lite');
    expect(compPointsMultiplierOf(platform.db, playerId)).toBe(1.1);
    const again = await call(playerId, 'PUT', 'rocket_lite');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'already_subscribed' });
    const tooHigh = await call(playerId, 'PUT', 'rocket_max');
    expect(tooHigh.statusCode).toBe(403);
    expect((await call(playerId, 'PUT', 'rocket_gold')).statusCode).toBe(422);
    // Gold opens rocket_max.
    setQuarter(platform.db, playerId, quarterOf(platform.clock.now()), 'EUR', { depositCents: 900_000 * 4, betCents: 9_000_000 * 4 - 1 });
    settle(platform, { playerId, currency: 'EUR', betCents: 1 });
    expect((await call(playerId, 'PUT', 'rocket_max')).statusCode).toBe(200);
    expect(compPointsMultiplierOf(platform.db, playerId)).toBe(1.5);
  });

  it('rocket_max makes real bets count 25% more towards VIP progress', async () => {
    const playerId = createPlayer(platform.db, { currency: 'EUR' });
    setQuarter(platform.db, playerId, quarterOf(platform.clock.now()), 'EUR', { depositCents: 900_000 * 4, betCents: 9_000_000 * 4 });
    settle(platform, { playerId, currency: 'EUR', betCents: 0 + 1 });
    expect((await call(playerId, 'PUT', 'rocket_max')).statusCode).toBe(200);
    const before = (await progress(playerId)).betSumCents;
    settle(platform, { playerId, currency: 'EUR', betCents: 1_000 });
    expect((await progress(playerId)).betSumCents - before).toBe(1_250);
  });

  it('the tier multiplies the comp points a real bet earns (comp-points accrual multiplier)', async () => {
    const plain = createPlayer(platform.db, { currency: 'EUR' });
    const lite = createPlayer(platform.db, { currency: 'EUR' });
    expect((await call(lite, 'PUT', 'rocket_lite')).statusCode).toBe(200);
    settle(platform, { playerId: plain, currency: 'EUR', betCents: 100_000 });
    settle(platform, { playerId: lite, currency: 'EUR', betCents: 100_000 });
    const points = (playerId: number) => playerCompPointsSchema.parse(playerCompPoints(platform.db, playerId)).persistent.points;
    const base = points(plain);
    expect(base).toBeGreaterThan(0);
    expect(points(lite)).toBe(Math.floor(base * 1.1));
  });

  it('needs a session', async () => {
    expect((await platform.app.inject({ method: 'GET', url: '/api/subscriptions' })).statusCode).toBe(401);
  });
});

describe('demo state', () => {
  it('demo@ is a few spins below Bronze; vip@ is Gold with its tier group (a manager) and rocket_pro', async () => {
    const id = (email: string) => platform.db.prepare('SELECT id FROM players WHERE email = ?').pluck().get(email) as number;
    const demo = await progress(id('demo@croupier.dev'));
    expect(demo).toMatchObject({ currentStatus: 'IRON', nextStatus: 'BRONZE', depositAmountCents: 900_000, betSumCents: 9_000_000 - 1_000 });
    const vip = await progress(id('vip@croupier.dev'));
    expect(vip).toMatchObject({ currentStatus: 'GOLD', nextStatus: 'PLATINUM' });
    expect(groupsOf(platform.db, id('vip@croupier.dev'))).toContain(259);
    const managers = await platform.app.inject({ method: 'POST', url: '/api/fe/config/managers', payload: { userGroups: groupsOf(platform.db, id('vip@croupier.dev')) } });
    expect(managers.json()).toEqual([expect.objectContaining({ managerName: 'Marco Bellini' })]);
  });
});

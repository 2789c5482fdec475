import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlayer, signIn } from '../../../tests/platform/helpers';
import { balanceOf, makePromoPlatform, settle, type PromoPlatform } from '../../../tests/platform/promotion-helpers';
import type { Db } from '../../db/database';
import { accrue } from './accrual';
import { addAccrualMultiplier, removeAccrualMultiplier } from './multipliers';
import { creditPoints } from './store';

const points = (db: Db, playerId: number) =>
  db.prepare('SELECT chargeable, persistent FROM comp_point_accounts WHERE player_id = ?').get(playerId) as { chargeable: number; persistent: number } | undefined;

const give = (db: Db, playerId: number, amount: number) => creditPoints(db, playerId, amount, 'operator', `test:${playerId}:${Math.random()}`, new Date().toISOString());

describe('accrual arithmetic', () => {
  it('earns a point per whole rate of weighted stake and carries the rest', () => {
    expect(accrue(0, 250, 1, 100)).toEqual({ points: 2, carriedCents: 50 });
    expect(accrue(50, 50, 1, 100)).toEqual({ points: 1, carriedCents: 0 });
    expect(accrue(0, 99, 1, 100)).toEqual({ points: 0, carriedCents: 99 });
    expect(accrue(0, 100, 1.5, 100)).toEqual({ points: 1, carriedCents: 50 });
    expect(accrue(10, 333, 2, 150)).toEqual({ points: 4, carriedCents: 76 });
    expect(accrue(0, 500, 0, 100)).toEqual({ points: 0, carriedCents: 0 });
  });
});

describe('comp points engine', () => {
  let platform: PromoPlatform;
  beforeAll(async () => {
    platform = await makePromoPlatform();
  });
  afterAll(() => platform.close());

  it('real stakes earn (EUR: a point per €1), carried across bets; demo, free and bonus stakes earn nothing', () => {
    const playerId = createPlayer(platform.db, { currency: 'EUR' });
    settle(platform, { playerId, currency: 'EUR', betCents: 250 });
    expect(points(platform.db, playerId)).toEqual({ chargeable: 2, persistent: 2 });
    settle(platform, { playerId, currency: 'EUR', betCents: 60 });
    expect(points(platform.db, playerId)).toEqual({ chargeable: 3, persistent: 3 });
    settle(platform, { playerId, currency: 'EUR', betCents: 500, mode: 'demo' });
    settle(platform, { playerId, currency: 'EUR', betCents: 500, realBetCents: 0, freeRound: true });
    settle(platform, { playerId, currency: 'EUR', betCents: 500, realBetCents: 0, bonusBetCents: 500 });
    expect(points(platform.db, playerId)).toEqual({ chargeable: 3, persistent: 3 });
    // Mixed stake: only its real part counts (carried 10 + 190 real = 2 points).
    settle(platform, { playerId, currency: 'EUR', betCents: 400, realBetCents: 190, bonusBetCents: 210 });
    expect(points(platform.db, playerId)).toEqual({ chargeable: 5, persistent: 5 });
    // A currency without an accrual rate earns nothing.
    settle(platform, { playerId, currency: 'BTC', betCents: 100_000 });
    expect(points(platform.db, playerId)).toEqual({ chargeable: 5, persistent: 5 });
    const pushes = platform.pushes.filter((p) => p.scope === 'private' && p.channel === 'comps_award' && p.playerId === playerId);
    expect(pushes.at(-1)?.payload).toEqual({ chargeable: { points: 5 }, persistent: { points: 5 } });
  });

  it('an accrual multiplier raises what a bet earns; a broken one counts as 1', () => {
    const playerId = createPlayer(platform.db, { currency: 'CAD' });
    const double = (_db: Db, id: number) => (id === playerId ? 2 : 1);
    const broken = () => {
      throw new Error('boom');
    };
    addAccrualMultiplier(double);
    addAccrualMultiplier(double);
    addAccrualMultiplier(broken);
    try {
      // CAD: a point per C$1.50; C$3 × 2 = 4 points (registered twice, applied once).
      settle(platform, { playerId, currency: 'CAD', betCents: 300 });
      expect(points(platform.db, playerId)).toEqual({ chargeable: 4, persistent: 4 });
    } finally {
      removeAccrualMultiplier(double);
      removeAccrualMultiplier(broken);
    }
  });

  it('serves the player points and the rates per type, with the running sale', async () => {
    const playerId = createPlayer(platform.db, { currency: 'EUR' });
    give(platform.db, playerId, 700);
    const { cookie } = signIn(platform.db, playerId);
    const mine = await platform.app.inject({ method: 'GET', url: '/api/player/comp_points', headers: { cookie } });
    expect(mine.json()).toEqual({ chargeable: { points: 700 }, persistent: { points: 700 } });
    expect((await platform.app.inject({ method: 'GET', url: '/api/player/comp_points' })).statusCode).toBe(401);
    const money = (await platform.app.inject({ method: 'GET', url: '/api/comp_points/rates/money' })).json() as { group: string; rates: { currency: string; points: number; full_points: number | null; amount_cents: number }[]; sale_end_date: string | null }[];
    const cash25 = money.find((c) => c.group === 'cash-25')!;
    expect(cash25.rates.find((r) => r.currency === 'EUR')).toMatchObject({ points: 2_500, amount_cents: 2_500, full_points: null });
    const onSale = money.find((c) => c.group === 'cash-250')!;
    expect(onSale.sale_end_date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    expect(onSale.rates.find((r) => r.currency === 'EUR')).toMatchObject({ points: 19_200, full_points: 24_000 });
    for (const type of ['freespins', 'lootboxes', 'lotteries']) {
      const cards = (await platform.app.inject({ method: 'GET', url: `/api/comp_points/rates/${type}` })).json() as unknown[];
      expect(cards.length).toBeGreaterThan(0);
    }
    expect((await platform.app.inject({ method: 'GET', url: '/api/comp_points/rates/cars' })).statusCode).toBe(404);
  });

  const post = (playerId: number, type: string, exchange: object) =>
    platform.app.inject({ method: 'POST', url: `/api/comp_points/exchange/${type}`, headers: signIn(platform.db, playerId).headers, payload: { exchange } });

  it('exchanges points for money, free spins, a lootbox and lottery tickets', async () => {
    const playerId = createPlayer(platform.db, { currency: 'EUR' });
    give(platform.db, playerId, 10_000);
    const cash = await post(playerId, 'money', { group: 'cash-25', points: 5_000, currency: 'EUR' });
    expect(cash.statusCode).toBe(201);
    expect(cash.json()).toMatchObject({ quantity: 2, points: 5_000, amount_cents: 5_000, comp_points: { chargeable: { points: 5_000 }, persistent: { points: 10_000 } } });
    expect(balanceOf(platform.db, playerId, 'EUR')).toBe(5_000);
    expect(platform.db.prepare("SELECT delta_cents, ref FROM ledger WHERE player_id = ? AND kind = 'comp_points_exchange'").all(playerId)).toEqual([
      { delta_cents: 5_000, ref: expect.stringMatching(/^comp_points:exchange:\d+$/) },
    ]);
    const spins = await post(playerId, 'freespins', { group: 'spins-20', points: 1_000 });
    expect(spins.statusCode).toBe(201);
    expect(platform.db.prepare("SELECT freespins_total FROM bonus_freespins WHERE player_id = ? AND source_ref LIKE 'comp_points:%'").pluck().all(playerId)).toEqual([20]);
    const box = await post(playerId, 'lootboxes', { group: 'treasure-chest', points: 1_500 });
    expect(box.statusCode).toBe(201);
    expect(platform.db.prepare("SELECT COUNT(*) FROM lootboxes WHERE player_id = ? AND source_ref LIKE 'comp_points:%'").pluck().get(playerId)).toBe(1);
    const lotteries = (await platform.app.inject({ method: 'GET', url: '/api/comp_points/rates/lotteries' })).json() as { group: string; rates: { lottery_ids: number[] }[] }[];
    const lotteryId = lotteries[0]!.rates[0]!.lottery_ids[0]!;
    const tickets = await post(playerId, 'lotteries', { group: 'astro-draw', tickets_count: 3, lottery_id: lotteryId });
    expect(tickets.statusCode).toBe(201);
    expect(tickets.json()).toMatchObject({ tickets_count: 3, points: 900 });
    expect(points(platform.db, playerId)).toEqual({ chargeable: 1_600, persistent: 10_000 });
  });

  it('refuses clearly: missing points with the amount, unknown rate, bad quantity, disabled player — moving nothing', async () => {
    const playerId = createPlayer(platform.db, { currency: 'EUR' });
    give(platform.db, playerId, 1_000);
    const short = await post(playerId, 'money', { group: 'cash-25', points: 2_500 });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toEqual({ errors: { base: ['insufficient_points'] }, missing_points: 1_500 });
    expect((await post(playerId, 'money', { group: 'nope', points: 2_500 })).json()).toEqual({ errors: { base: ['unknown_rate'] } });
    expect((await post(playerId, 'money', { group: 'cash-25', points: 2_500, currency: 'USD' })).json()).toEqual({ errors: { base: ['unknown_rate'] } });
    expect((await post(playerId, 'freespins', { group: 'spins-20', points: 999 })).json()).toEqual({ errors: { base: ['invalid_quantity'] } });
    platform.db.prepare('UPDATE comp_point_accounts SET disabled_at = ? WHERE player_id = ?').run(new Date().toISOString(), playerId);
    expect((await post(playerId, 'freespins', { group: 'spins-20', points: 1_000 })).json()).toEqual({ errors: { base: ['player_disabled'] } });
    expect(points(platform.db, playerId)).toEqual({ chargeable: 1_000, persistent: 1_000 });
  });

  it('rolls the debit back when the reward is refused (lottery cap): no points taken without a reward', async () => {
    const playerId = createPlayer(platform.db, { currency: 'EUR' });
    give(platform.db, playerId, 100_000);
    const lotteries = (await platform.app.inject({ method: 'GET', url: '/api/comp_points/rates/lotteries' })).json() as { rates: { lottery_ids: number[] }[] }[];
    const lotteryId = lotteries[0]!.rates[0]!.lottery_ids[0]!;
    // The seeded lottery caps a player at 50 tickets: 60 at once is refused after the debit, which rolls back.
    const refused = await post(playerId, 'lotteries', { group: 'astro-draw', tickets_count: 60, lottery_id: lotteryId });
    expect(refused.json()).toEqual({ errors: { base: ['reward_unavailable'] } });
    expect(points(platform.db, playerId)).toEqual({ chargeable: 100_000, persistent: 100_000 });
    expect(platform.db.prepare('SELECT COUNT(*) FROM comp_point_exchanges WHERE player_id = ?').pluck().get(playerId)).toBe(0);
  });

  it('20 parallel exchanges never drive points negative and never pay without a debit', async () => {
    const playerId = createPlayer(platform.db, { currency: 'EUR' });
    // Enough for 7 cards of 2,500 and a bit.
    give(platform.db, playerId, 18_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => post(playerId, 'money', { group: 'cash-25', points: 2_500 })));
    const ok = answers.filter((a) => a.statusCode === 201);
    expect(ok).toHaveLength(7);
    for (const refused of answers.filter((a) => a.statusCode !== 201)) expect(refused.json()).toMatchObject({ errors: { base: ['insufficient_points'] } });
    expect(points(platform.db, playerId)).toEqual({ chargeable: 500, persistent: 18_000 });
    expect(balanceOf(platform.db, playerId, 'EUR')).toBe(7 * 2_500);
    const paid = platform.db.prepare("SELECT ref FROM ledger WHERE player_id = ? AND kind = 'comp_points_exchange'").pluck().all(playerId) as string[];
    const debited = platform.db.prepare("SELECT 'comp_points:' || ref FROM comp_point_ledger WHERE player_id = ? AND kind = 'exchange'").pluck().all(playerId) as string[];
    expect(paid.sort()).toEqual(debited.sort());
    expect(platform.db.prepare('SELECT MIN(chargeable_after) FROM comp_point_ledger WHERE player_id = ?').pluck().get(playerId)).toBeGreaterThanOrEqual(0);
  });

  it('seeds a living demo: demo@ has points to spend and a sale is running', () => {
    const demo = platform.db.prepare("SELECT id FROM players WHERE email = 'demo@croupier.dev'").pluck().get() as number;
    expect(points(platform.db, demo)).toEqual({ chargeable: 12_000, persistent: 48_000 });
    const now = platform.clock.now().toISOString();
    expect(platform.db.prepare('SELECT COUNT(*) FROM comp_point_sales WHERE starts_at <= ? AND ends_at > ?').pluck().get(now, now)).toBe(2);
  });

  it('rolls a weekly sale on when it ends', () => {
    platform.clock.set(new Date(platform.clock.now().getTime() + 9 * 86_400_000));
    platform.ctx.scheduler.runDue();
    const now = platform.clock.now().toISOString();
    expect(platform.db.prepare('SELECT COUNT(*) FROM comp_point_sales WHERE starts_at <= ? AND ends_at > ?').pluck().get(now, now)).toBe(2);
  });
});

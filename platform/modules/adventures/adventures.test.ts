import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { adventureProgressSchema, resolveAdventureDates, utcDay } from '../../../schemas/wire/adventures';
import { createPlayer, signIn } from '../../../tests/platform/helpers';
import { addGroup, makePromoPlatform, settle, type PromoPlatform } from '../../../tests/platform/promotion-helpers';
import { transaction } from '../../db/transaction';
import type { PaymentChanged } from '../../domain-event-map';
import { findPlayerByEmail } from '../accounts/public';
import { readAdventure } from './calendar';
import { conditionsMet, dayTargets } from './conditions';
import { prizeKeyOf, prizeTitle } from './prize';
import { DEMO_ADVENTURER } from './seed';

/**
 * The adventure engine on the seeded calendar (platform/seed-data/feconfig/vip-configs.ts: ten days from yesterday,
 * day 2 = today: min deposit €25, wager 3× = €75, prize a €25 `reload` bonus; groups Bronze…Diamond and testers).
 */
let platform: PromoPlatform;
beforeAll(async () => {
  platform = await makePromoPlatform();
});
afterAll(() => platform.close());

let paymentId = 9_000_000;
function deposit(playerId: number, amountCents: number, currency = 'EUR', state: PaymentChanged['state'] = 'succeeded') {
  const now = platform.clock.now().toISOString();
  const payload: PaymentChanged = { paymentId: ++paymentId, playerId, action: 'deposit', currency, amountCents, state, previousState: 'pending', bonusId: null, createdAt: now, changedAt: now };
  transaction(platform.ctx.db, () => platform.ctx.domain.publish('payment.changed', payload))();
  return payload;
}

async function progress(playerId: number) {
  const res = await platform.app.inject({ method: 'GET', url: '/api/player/adventure', headers: { cookie: signIn(platform.db, playerId).cookie } });
  expect(res.statusCode).toBe(200);
  return z.parse(adventureProgressSchema, res.json());
}

const today = () => utcDay(platform.clock.now());
const gifts = (playerId: number) =>
  platform.db.prepare("SELECT source_ref, type, amount_cents, wager_requirement_cents, title FROM bonuses WHERE player_id = ? AND source_ref LIKE 'adventure:%'").all(playerId);
const playerInGroup = (group = 259) => {
  const id = createPlayer(platform.db, { currency: 'EUR' });
  addGroup(platform.db, id, group);
  return id;
};

describe('adventure progress', () => {
  it('seeds the demo player with day 1 completed and day 2 (today) part-way', async () => {
    const demo = findPlayerByEmail(platform.db, DEMO_ADVENTURER)!;
    const answer = await progress(demo.id);
    expect(answer.adventure).toMatchObject({ title: 'Aquanova Odyssey', today: today(), currency: 'EUR' });
    expect(answer.days).toHaveLength(10);
    expect(answer.days[0]).toMatchObject({ step: 1, completed: true });
    expect(answer.days[1]).toMatchObject({ step: 2, date: today(), completed: false, deposit_cents: 2_500, deposit_target_cents: 2_500, wager_cents: 2_500, wager_target_cents: 7_500 });
    expect(answer.days.slice(2).every((d) => !d.completed && d.wager_cents === 0)).toBe(true);
  });

  it('completes today when deposit and wager are met, and gives the prize once', async () => {
    const playerId = playerInGroup();
    deposit(playerId, 2_500);
    settle(platform, { playerId, currency: 'EUR', betCents: 5_000 });
    expect((await progress(playerId)).days[1]).toMatchObject({ completed: false, deposit_cents: 2_500, wager_cents: 5_000, active_days: 1 });
    expect(gifts(playerId)).toEqual([]);

    const round = settle(platform, { playerId, currency: 'EUR', betCents: 2_500 });
    const day = readAdventure(platform.db, today())!.days[1]!;
    expect(gifts(playerId)).toEqual([{ source_ref: `adventure:${readAdventure(platform.db, today())!.key}:2`, type: 'adventure', amount_cents: 2_500, wager_requirement_cents: 75_000, title: prizeTitle('reload', day) }]);
    expect((await progress(playerId)).days[1]).toMatchObject({ completed: true, wager_cents: 7_500 });

    // More bets, and the same round published again: still one gift, the replay not counted.
    settle(platform, { playerId, currency: 'EUR', betCents: 10_000 });
    transaction(platform.ctx.db, () => platform.ctx.domain.publish('round.settled', round))();
    expect(gifts(playerId)).toHaveLength(1);
    expect((await progress(playerId)).days[1]!.wager_cents).toBe(17_500);
  });

  it('counts neither demo rounds, free rounds, pending deposits nor withdrawals', async () => {
    const playerId = playerInGroup();
    settle(platform, { playerId, currency: 'EUR', betCents: 9_000, mode: 'demo' });
    settle(platform, { playerId, currency: 'EUR', betCents: 9_000, freeRound: true });
    deposit(playerId, 9_000, 'EUR', 'pending');
    const cashout: PaymentChanged = { ...deposit(playerId, 0, 'EUR', 'declined'), paymentId: ++paymentId, action: 'cashout', state: 'succeeded', amountCents: 9_000 };
    transaction(platform.ctx.db, () => platform.ctx.domain.publish('payment.changed', cashout))();
    expect((await progress(playerId)).days[1]).toMatchObject({ deposit_cents: 0, wager_cents: 0, active_days: 0 });
  });

  it('leaves out players outside the groups, and answers them no adventure', async () => {
    const playerId = createPlayer(platform.db, { currency: 'EUR' });
    deposit(playerId, 5_000);
    settle(platform, { playerId, currency: 'EUR', betCents: 20_000 });
    expect(await progress(playerId)).toEqual({ adventure: null, days: [] });
    expect(platform.db.prepare('SELECT COUNT(*) FROM adventure_activity WHERE player_id = ?').pluck().get(playerId)).toBe(0);
    expect(gifts(playerId)).toEqual([]);
  });

  it('gives a free-spin day its pack, and asks the super day for its active days', async () => {
    const playerId = playerInGroup(916); // a tester
    const start = platform.clock.now().getTime();
    const dayMs = 86_400_000;
    try {
      // Day 3 (tomorrow): €30 deposit, €90 wager, 30 free spins.
      platform.clock.set(new Date(start + dayMs));
      deposit(playerId, 3_000);
      settle(platform, { playerId, currency: 'EUR', betCents: 9_000 });
      const packs = platform.db.prepare("SELECT type, freespins_total, title FROM bonus_freespins WHERE player_id = ? AND source_ref LIKE 'adventure:%'").all(playerId);
      expect(packs).toEqual([{ type: 'adventure', freespins_total: 30, title: prizeTitle('freespins', readAdventure(platform.db, today())!.days[2]!) }]);

      // The super day (day 10, the last) asks for 5 active days of the adventure: this tester has 4 with it (days 3,
      // 5, 6 and 10), a second one 5 (days 4–7 and 10). Both meet its deposit (€65) and wager (€195).
      const other = playerInGroup(916);
      for (const offset of [3, 4]) {
        platform.clock.set(new Date(start + offset * dayMs));
        settle(platform, { playerId, currency: 'EUR', betCents: 100 });
      }
      for (const offset of [2, 3, 4, 5]) {
        platform.clock.set(new Date(start + offset * dayMs));
        settle(platform, { playerId: other, currency: 'EUR', betCents: 100 });
      }
      platform.clock.set(new Date(start + 8 * dayMs));
      expect(today()).toBe(readAdventure(platform.db, today())!.lastDay);
      for (const id of [playerId, other]) {
        deposit(id, 6_500);
        settle(platform, { playerId: id, currency: 'EUR', betCents: 19_500 });
      }
      const mine = (await progress(playerId)).days;
      expect(mine[9]).toMatchObject({ completed: false, deposit_cents: 6_500, wager_cents: 19_500, active_days: 4, active_days_target: 5 });
      expect(mine.filter((d) => d.completed).map((d) => d.step)).toEqual([3]);
      expect(gifts(playerId)).toEqual([]);
      const theirs = (await progress(other)).days;
      expect(theirs[9]).toMatchObject({ completed: true, active_days: 5 });
      // Days 4–7 got bets but no deposit: lost, not completed.
      expect(theirs.filter((d) => d.completed).map((d) => d.step)).toEqual([10]);
      expect(gifts(other)).toEqual([expect.objectContaining({ amount_cents: 50_000, title: prizeTitle('super_prize', readAdventure(platform.db, today())!.days[9]!) })]);
    } finally {
      platform.clock.set(new Date(start));
    }
  });

  it('answers 401 to a guest', async () => {
    expect((await platform.app.inject('/api/player/adventure')).statusCode).toBe(401);
  });
});

describe('adventure rules', () => {
  it('targets a currency, falling back to EUR, with the wager a multiple of the deposit', () => {
    const condition = { minDep: { EUR: 2_000, CAD: 3_000 }, wager: 3, periodActivationDays: 2 };
    expect(dayTargets(condition, 'CAD')).toEqual({ depositCents: 3_000, wagerCents: 9_000, activeDays: 2 });
    expect(dayTargets(condition, 'USD')).toEqual({ depositCents: 2_000, wagerCents: 6_000, activeDays: 2 });
    expect(dayTargets({ minDep: {}, wager: null, periodActivationDays: null }, 'EUR')).toEqual({ depositCents: 0, wagerCents: 0, activeDays: 0 });
    expect(conditionsMet({ depositCents: 3_000, wagerCents: 9_000, activeDays: 1 }, dayTargets(condition, 'CAD'))).toBe(false);
    expect(conditionsMet({ depositCents: 3_000, wagerCents: 9_000, activeDays: 2 }, dayTargets(condition, 'CAD'))).toBe(true);
    expect(conditionsMet({ depositCents: 2_999, wagerCents: 9_000, activeDays: 2 }, dayTargets(condition, 'CAD'))).toBe(false);
  });

  it('gives day and month the year nearest to today, across New Year', () => {
    expect(resolveAdventureDates([{ day: 30, month: 12 }, { day: 2, month: 1 }], '2026-12-31')).toEqual(['2026-12-30', '2027-01-02']);
    expect(resolveAdventureDates([{ day: 30, month: 12 }, { day: 2, month: 1 }], '2027-01-01')).toEqual(['2026-12-30', '2027-01-02']);
    expect(resolveAdventureDates([{ day: 10, month: 2 }], '2026-11-24')).toEqual(['2027-02-10']);
  });

  it('keys and titles prizes (spec: name__step/total__day)', () => {
    expect(prizeKeyOf('reload_{reload}')).toBe('reload');
    expect(prizeKeyOf('super_prize_{super_prize}')).toBe('super_prize');
    expect(prizeTitle('reload', { step: 2, stepTotal: 10, day: 25 })).toBe('reload__2/10__25');
  });
});

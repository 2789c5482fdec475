import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeRedemptionSchema } from '../../../schemas/wire/bonuses';
import type { SignedIn } from '../../../tests/platform/helpers';
import { addGroup } from '../../../tests/platform/promotion-helpers';
import { updateBonusSettings } from '../accounts/public';
import { makeBonusPlatform, newPlayer, type BonusPlatform } from './test-platform';

let platform: BonusPlatform;
let player: SignedIn;
beforeEach(async () => {
  platform = await makeBonusPlatform();
  player = newPlayer(platform.db);
});
afterEach(() => platform.close());

const promo = (code: unknown, who: SignedIn = player) =>
  platform.app.inject({ method: 'POST', url: '/api/v2/bonuses/promo-code', headers: who.headers, payload: JSON.stringify({ code }) });
const coupon = (code: unknown, who: SignedIn = player) =>
  platform.app.inject({ method: 'POST', url: '/api/bonuses/coupon', headers: who.headers, payload: JSON.stringify({ coupon_code: code }) });
const refusal = (reason: string) => ({ errors: { code: [reason] } });

describe('POST /api/v2/bonuses/promo-code (campaign codes)', () => {
  it('SPIN50 issues its free spins as a new gift, once per player, case-insensitive', async () => {
    platform.pushes.length = 0;
    const first = await promo('spin50');
    expect(first.statusCode).toBe(200);
    const answer = codeRedemptionSchema.parse(first.json());
    expect(answer.status).toBe('issued');
    expect(answer.bonuses).toEqual([]);
    expect(answer.freespins).toEqual([expect.objectContaining({ stage: 'issued', freespins_total: 50, currency: 'EUR', activatable: true, group_key: 'promo' })]);
    expect(platform.pushes.filter((p) => p.channel === 'freespins_changes')).toHaveLength(1);
    expect((await promo('SPIN50')).json()).toEqual(refusal('already_used'));
    // Another player may use it too.
    expect((await promo('SPIN50', newPlayer(platform.db))).statusCode).toBe(200);
  });

  it('refuses unknown codes, coupons, ended campaigns and players outside its groups', async () => {
    expect((await promo('NOPE123')).json()).toEqual(refusal('not_found'));
    expect((await promo('XMAS-7Q2K')).json()).toEqual(refusal('not_found'));
    expect((await promo('SUMMER24')).json()).toEqual(refusal('expired'));
    expect((await promo('TESTERS25')).json()).toEqual(refusal('not_eligible'));
    addGroup(platform.db, player.playerId, 21);
    const testers = codeRedemptionSchema.parse((await promo('TESTERS25')).json());
    expect(testers.bonuses).toEqual([expect.objectContaining({ type: 'promo_code', stage: 'issued', amount_cents: 2_500 })]);
    // A code whose definition has no terms in the player's currency.
    platform.db.prepare("INSERT INTO bonus_codes (code, kind, definition_key) VALUES ('ORPHAN1', 'promo', 'no_such_definition')").run();
    expect((await promo('ORPHAN1')).json()).toEqual(refusal('not_eligible'));
    // A campaign that ran out of redemptions is over.
    platform.db.prepare("INSERT INTO bonus_codes (code, kind, definition_key, max_redemptions, redemptions) VALUES ('FULL1', 'promo', 'promo_spin50', 5, 5)").run();
    expect((await promo('FULL1')).json()).toEqual(refusal('expired'));
  });
});

describe('POST /api/bonuses/coupon (single-use coupons)', () => {
  it('a coupon issues its gift once overall', async () => {
    const answer = codeRedemptionSchema.parse((await coupon('XMAS-7Q2K')).json());
    expect(answer).toMatchObject({ status: 'issued', freespins: [] });
    expect(answer.bonuses).toEqual([expect.objectContaining({ type: 'coupon', stage: 'issued', amount_cents: 1_500, amount_wager_requirement_cents: 37_500, max_win_cents: 15_000 })]);
    expect((await coupon('XMAS-7Q2K')).json()).toEqual(refusal('already_used'));
    expect((await coupon('xmas-7q2k', newPlayer(platform.db))).json()).toEqual(refusal('already_used'));
    expect((await coupon('SPIN50')).json()).toEqual(refusal('not_found'));
  });

  it('issues in the player’s currency', async () => {
    const nok = newPlayer(platform.db, 'NOK');
    const answer = codeRedemptionSchema.parse((await coupon('GIFT-9B3D', nok)).json());
    expect(answer.bonuses[0]).toMatchObject({ currency: 'NOK', amount_cents: 15_000 });
  });
});

describe('both endpoints', () => {
  it('bonuses switched off: bonuses_disabled, nothing issued', async () => {
    updateBonusSettings(platform.db, player.playerId, { canIssue: false });
    expect((await promo('SPIN50')).json()).toEqual(refusal('bonuses_disabled'));
    expect((await coupon('LUCKY-4M8P')).json()).toEqual(refusal('bonuses_disabled'));
    updateBonusSettings(platform.db, player.playerId, { canIssue: true });
    // The refused coupon is still there to use.
    expect((await coupon('LUCKY-4M8P')).statusCode).toBe(200);
  });

  it('a malformed body answers under its field; a guest gets 401', async () => {
    const bad = await promo('has spaces');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['code']);
    const badCoupon = await coupon('');
    expect(badCoupon.statusCode).toBe(422);
    expect(Object.keys(badCoupon.json().errors)).toEqual(['coupon_code']);
    expect((await platform.app.inject({ method: 'POST', url: '/api/v2/bonuses/promo-code', payload: { code: 'SPIN50' } })).statusCode).toBe(401);
    expect((await platform.app.inject({ method: 'POST', url: '/api/bonuses/coupon', payload: { coupon_code: 'WIN-3C8N' } })).statusCode).toBe(401);
  });
});

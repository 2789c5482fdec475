import { describe, expect, it } from 'vitest';
import { MULTI_ACCOUNT_GROUP } from '@config/player-groups';
import { refusalOf } from '../rules/code-answer';
import { depositGiftsShown } from '../rules/deposit-gifts';
import { fillVariables } from '@core/index';
import { additionalGifts, disabledGroupKeys, giftLooks } from '../rules/gift-config';
import { groupGifts, type GiftSources } from '../rules/gift-groups';
import { giftPromoQuery } from '../rules/gift-promocode';
import { visiblePromoPages } from '../rules/promo-pages';
import { timeLeft } from '../rules/time-left';
import { erasedByWithdrawal, totalWageringLeft, wageringLeft, wageringPercent } from '../rules/wagering';
import { receivedStatusOf } from '../store';
import { bonus, depositOffer, pack } from './fixtures';

const sources = (over: Partial<GiftSources> = {}): GiftSources => ({ bonuses: [], freespins: [], depositOffers: [], extras: [], disabled: new Set(), looks: {}, ...over });
const groupOf = (groups: ReturnType<typeof groupGifts>, key: string) => (Object.keys(groups) as (keyof typeof groups)[]).find((name) => groups[name].some((g) => g.key === key));

describe('gift grouping (spec part 2 §4)', () => {
  it.each([
    ['issued', 'new'],
    ['activated', 'active'],
    ['handle_bets', 'active'],
    ['wait', 'active'],
    ['other', 'active'],
    ['wager_done', 'past'],
    ['finished', 'past'],
    ['canceled', 'past'],
    ['expired', 'past'],
    ['lost', 'past'],
  ] as const)('a money bonus in stage %s is %s', (stage, group) => {
    expect(groupOf(groupGifts(sources({ bonuses: [bonus({ stage })] })), 'bonus:11')).toBe(group);
  });

  it.each([
    ['issued', 'new'],
    ['activated', 'active'],
    ['handle_bets', 'active'],
    ['finished', 'past'],
    ['canceled', 'past'],
    ['expired', 'past'],
    ['lost', 'past'],
  ] as const)('a free-spin pack in stage %s is %s', (stage, group) => {
    expect(groupOf(groupGifts(sources({ freespins: [pack({ stage })] })), 'freespins:21')).toBe(group);
  });

  it('puts new vip_program_ feature gifts (and the operator’s) in their own group; once active they are wagered like any', () => {
    const groups = groupGifts(
      sources({
        bonuses: [bonus({ id: 1, stage: 'issued', group_key: 'vip_program_birthday' }), bonus({ id: 2, stage: 'handle_bets', group_key: 'vip_program_cashback' })],
        extras: [{ id: 'app', group_key: 'vip_program_app_install', title: 'App', description: 'Install' }, { id: 'plain', group_key: 'spring', title: 'Spring', description: '' }],
      }),
    );
    expect(groups.vip.map((g) => g.key)).toEqual(['bonus:1', 'extra:app']);
    expect(groups.active.map((g) => g.key)).toEqual(['bonus:2']);
    expect(groups.new.map((g) => g.key)).toEqual(['extra:plain']);
  });

  it('hides every gift of a disabled group key and lists deposit offers as deposit gifts', () => {
    const groups = groupGifts(
      sources({
        bonuses: [bonus({ id: 1, group_key: 'legacy_reload_2023' }), bonus({ id: 2, group_key: null })],
        freespins: [pack({ id: 5, group_key: 'legacy_reload_2023' })],
        extras: [{ id: 'x', group_key: 'legacy_reload_2023', title: 'Old', description: '' }],
        depositOffers: [depositOffer()],
        disabled: new Set(['legacy_reload_2023']),
      }),
    );
    expect(Object.values(groups).flat().map((g) => g.key)).toEqual(['bonus:2', 'deposit:3']);
    expect(groups.deposit.map((g) => g.key)).toEqual(['deposit:3']);
  });

  it('orders by modify-gifts-config order, then newest; the past newest first', () => {
    const groups = groupGifts(
      sources({
        bonuses: [
          bonus({ id: 1, group_key: 'a', created_at: '2026-01-01T00:00:00Z' }),
          bonus({ id: 2, group_key: 'b', created_at: '2026-01-02T00:00:00Z' }),
          bonus({ id: 3, group_key: 'c', created_at: '2026-01-03T00:00:00Z' }),
          bonus({ id: 4, stage: 'finished', created_at: '2026-01-01T00:00:00Z' }),
          bonus({ id: 5, stage: 'expired', created_at: '2026-01-05T00:00:00Z' }),
        ],
        looks: { a: { order: 1 }, c: { order: 2 } },
      }),
    );
    expect(groups.new.map((g) => g.key)).toEqual(['bonus:1', 'bonus:3', 'bonus:2']);
    expect(groups.past.map((g) => g.key)).toEqual(['bonus:5', 'bonus:4']);
  });
});

describe('wagering (spec part 2 §9: floor of wagered over total)', () => {
  it.each([
    [0, 30_000, 0],
    [299, 30_000, 0],
    [300, 30_000, 1],
    [1, 3, 33],
    [2, 3, 66],
    [29_999, 30_000, 99],
    [30_000, 30_000, 100],
    [45_000, 30_000, 100],
    [-5, 100, 0],
    [0, 0, 100],
  ])('%i of %i wagered is %i%%', (wagered, required, percent) => {
    expect(wageringPercent(wagered, required)).toBe(percent);
  });

  it('tells what is left in minor units, sums the bonuses being wagered per currency, and lists what a withdrawal erases', () => {
    expect(wageringLeft({ amount_wager_cents: 12_345, amount_wager_requirement_cents: 30_000 })).toBe(17_655);
    expect(wageringLeft({ amount_wager_cents: 31_000, amount_wager_requirement_cents: 30_000 })).toBe(0);
    const list = [
      bonus({ id: 1, stage: 'handle_bets', amount_wager_cents: 10_000 }),
      bonus({ id: 2, stage: 'activated', amount_wager_cents: 0, amount_wager_requirement_cents: 5_000 }),
      bonus({ id: 3, stage: 'wait' }),
      bonus({ id: 4, stage: 'issued' }),
      bonus({ id: 5, stage: 'handle_bets', currency: 'CAD' }),
    ];
    expect(totalWageringLeft(list, 'EUR')).toBe(20_000 + 5_000);
    expect(erasedByWithdrawal(list, 'EUR').map((b) => b.id)).toEqual(['1', '2', '3']);
  });
});

describe('deposit gift rule (spec part 2 §4)', () => {
  it.each([
    [{ can_issue_bonuses: true, deposit_bonus_code: null, groups: [] }, true],
    [{ can_issue_bonuses: false, deposit_bonus_code: null, groups: [] }, false],
    [{ can_issue_bonuses: true, deposit_bonus_code: 'CROUPIER', groups: [] }, false],
    [{ can_issue_bonuses: true, deposit_bonus_code: null, groups: [7, MULTI_ACCOUNT_GROUP] }, false],
    [null, false],
  ])('%o → %s', (player, shown) => {
    expect(depositGiftsShown(player)).toBe(shown);
  });
});

describe('gift fe-config documents', () => {
  it('disabled-bonuses: group keys for everyone, and more by the player’s groups; a broken document hides nothing', () => {
    const doc = { group_keys: ['legacy'], byGroups: [{ groups: [100], group_keys: ['welcome_pack'] }] };
    expect([...disabledGroupKeys(doc, [])]).toEqual(['legacy']);
    expect([...disabledGroupKeys(doc, [100])].sort()).toEqual(['legacy', 'welcome_pack']);
    expect([...disabledGroupKeys(null, [100])]).toEqual([]);
    expect([...disabledGroupKeys({ nonsense: true }, [])]).toEqual([]);
  });

  it('modify-gifts-config and additional-gifts: odd entries skipped, additional gifts by group, variables by currency', () => {
    expect(giftLooks({ gifts: { a: { title: 'A', order: 1 }, b: { order: 'first' } } })).toEqual({ a: { title: 'A', order: 1 } });
    const doc = { gifts: [{ id: 'v', group_key: 'vip_program_birthday', title: 'Birthday', description: 'Get {gift}', groups: [258] }, { id: 'all', group_key: 'g', title: 'All', description: '' }, { id: 7 }] };
    expect(additionalGifts(doc, []).map((g) => g.id)).toEqual(['all']);
    expect(additionalGifts(doc, [258]).map((g) => g.id)).toEqual(['v', 'all']);
    // Amounts in minor units, formatted in the player's currency and locale, EUR where the currency has none.
    const variables = { gift: { EUR: 5_000, CAD: 7_500 } };
    expect(fillVariables('Get {gift} {unknown}', variables, 'CAD', 'en-CA')).toBe('Get $75 {unknown}');
    expect(fillVariables('Get {gift}', variables, 'NOK', 'de')).toBe('Get 50\u00a0€');
  });
});

describe('codes and addresses', () => {
  it.each([
    [{ code: ['not_found'] }, 'promo', 'not_found'],
    [{ code: ['already_used'] }, 'coupon', 'already_used'],
    [{ code: ['expired'] }, 'promo', 'expired'],
    [{ code: ['not_eligible'] }, 'promo', 'not_eligible'],
    [{ code: ['bonuses_disabled'] }, 'coupon', 'bonuses_disabled'],
    [{ code: ['something_new'] }, 'promo', 'other'],
    [{ coupon_code: ['too_long'] }, 'coupon', 'invalid'],
    [null, 'promo', 'other'],
  ] as const)('a 422 %o on a %s code reads as %s', (errors, kind, reason) => {
    expect(refusalOf(errors, kind)).toBe(reason);
  });

  it('takes the gift code out of the address, keeping the rest', () => {
    expect(giftPromoQuery('?giftPromocode=SPIN50&x=1')).toEqual({ code: 'SPIN50', rest: '?x=1' });
    expect(giftPromoQuery('?giftPromocode=<b>')).toEqual({ code: null, rest: '' });
    expect(giftPromoQuery('?depositPromocode=A')).toBeNull();
  });
});

describe('promo pages (spec part 2 §6)', () => {
  const site = [
    { slug: 'tournaments', path: '/tournaments', icon: 'trophy' },
    { slug: 'lotteries', path: '/tournaments/lotteries', icon: 'star' },
    { slug: 'wheel', path: '/wheel', icon: 'gift', licences: ['CW' as const] },
  ];
  const doc = { testerGroups: [21], pages: [{ slug: 'lotteries', enabled: true, order: 1 }, { slug: 'tournaments', enabled: false, order: 2 }, { slug: 'wheel', enabled: true, groups: [543] }] };
  const slugs = (pages: { slug: string }[]) => pages.map((p) => p.slug);

  it('follows the document by slug and group; a tester sees every managed page; the licence narrows', () => {
    expect(slugs(visiblePromoPages(doc, site, { groups: [], licence: 'CW' }))).toEqual(['lotteries']);
    expect(slugs(visiblePromoPages(doc, site, { groups: [543], licence: 'CW' }))).toEqual(['lotteries', 'wheel']);
    expect(slugs(visiblePromoPages(doc, site, { groups: [21], licence: 'CW' }))).toEqual(['lotteries', 'tournaments', 'wheel']);
    expect(slugs(visiblePromoPages(doc, site, { groups: [21], licence: 'EE' }))).toEqual(['lotteries', 'tournaments']);
    expect(slugs(visiblePromoPages(null, site, { groups: [], licence: 'CW' }))).toEqual(['tournaments', 'lotteries', 'wheel']);
  });
});

describe('time left and received statuses', () => {
  it('tells days, hours and minutes until a date; nothing once past', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(timeLeft('2026-01-03T05:07:30Z', now)).toEqual({ days: 2, hours: 5, minutes: 7 });
    expect(timeLeft('2025-12-31T00:00:00Z', now)).toBeNull();
    expect(timeLeft(null, now)).toBeNull();
  });

  it('maps a stage to what the header counter counts', () => {
    expect(receivedStatusOf('issued')).toBe('received');
    expect(receivedStatusOf('handle_bets')).toBe('activated');
    expect(receivedStatusOf('expired')).toBe('expired');
    expect(receivedStatusOf('wager_done')).toBe('used');
  });
});

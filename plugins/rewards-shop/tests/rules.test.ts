import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { compRateCardSchema, playerCompPointsSchema } from '@schemas/wire/comp-points';
import { DEFAULT_IMAGE_KEY, imageKey } from '../rules/card-image';
import { exchangeBody, firstStep, nextAfterChoose } from '../rules/exchange-flow';
import { nextReward } from '../rules/next-reward';
import { pageOpenTo } from '@schemas/feconfig/promotion-pages';
import { clampQuantity, maxQuantity, missingPoints, showQuantitySelector } from '../rules/quantity';
import { onSale, saleActive, saleEndDay } from '../rules/sale';
import { cardsOf, landingSection, rateFor } from '../rules/sections';
import { astroDraw, cash25, cash250Sale, chest, dateIn, spins20 } from './fixtures';

const card = (wire: unknown) => z.parse(compRateCardSchema, wire);

describe('quantity selector (spec part 2 §5)', () => {
  it('allows 1..floor(balance / cost) and shows only when that maximum exceeds 1', () => {
    expect(maxQuantity(12_000, 2_500)).toBe(4);
    expect(showQuantitySelector(12_000, 2_500)).toBe(true);
    expect(maxQuantity(4_999, 2_500)).toBe(1);
    expect(showQuantitySelector(4_999, 2_500)).toBe(false);
    expect(maxQuantity(5_000, 2_500)).toBe(2);
    expect(showQuantitySelector(5_000, 2_500)).toBe(true);
    expect(maxQuantity(2_499, 2_500)).toBe(0);
    expect(showQuantitySelector(2_499, 2_500)).toBe(false);
    expect(maxQuantity(1_000, 0)).toBe(0);
    expect(maxQuantity(10_000_000, 1)).toBe(100);
  });

  it('keeps a choice within 1..max', () => {
    expect(clampQuantity(9, 12_000, 2_500)).toBe(4);
    expect(clampQuantity(0, 12_000, 2_500)).toBe(1);
    expect(clampQuantity(Number.NaN, 12_000, 2_500)).toBe(1);
    expect(clampQuantity(3, 1_000, 2_500)).toBe(1);
  });

  it('names the missing amount', () => {
    expect(missingPoints(800, 2_500)).toBe(1_700);
    expect(missingPoints(3_000, 2_500)).toBe(0);
    expect(missingPoints(3_000, 2_500, 2)).toBe(2_000);
  });
});

describe('sales (spec part 2 §9)', () => {
  it('is active while today is before the end date', () => {
    expect(saleEndDay('01/12/2026')).toBe(20261201);
    expect(saleEndDay('2026-12-01')).toBeNull();
    expect(saleEndDay('31/13/2026')).toBeNull();
    expect(onSale({ sale_end_date: dateIn(1) }, new Date())).toBe(true);
    expect(onSale({ sale_end_date: dateIn(0) }, new Date())).toBe(false);
    expect(onSale({ sale_end_date: null }, new Date())).toBe(false);
    expect(saleActive([{ sale_end_date: null }, { sale_end_date: dateIn(3) }], new Date())).toBe(true);
  });
});

describe('sections and rates', () => {
  const cards = [
    { type: 'money' as const, card: card(cash25) },
    { type: 'money' as const, card: card(cash250Sale(dateIn(2))) },
    { type: 'freespins' as const, card: card(spins20) },
    { type: 'lootboxes' as const, card: card(chest) },
    { type: 'lotteries' as const, card: card(astroDraw) },
  ];
  it('puts boxes and tickets in special, cards on sale in discounts', () => {
    const now = new Date();
    expect(cardsOf('special', cards, now).map((c) => c.card.group)).toEqual(['treasure-chest', 'astro-draw']);
    expect(cardsOf('discounts', cards, now).map((c) => c.card.group)).toEqual(['cash-250']);
    expect(cardsOf('money', cards, now).map((c) => c.card.group)).toEqual(['cash-25', 'cash-250']);
  });
  it('sends unknown sections, and discounts without a sale or for a guest, to the root', () => {
    expect(landingSection(undefined, true, true)).toBe('root');
    expect(landingSection('discounts', true, true)).toBe('discounts');
    expect(landingSection('discounts', true, false)).toBe('root');
    expect(landingSection('discounts', false, true)).toBe('root');
    expect(landingSection('nope', true, true)).toBe('root');
    expect(landingSection('special', false, false)).toBe('special');
  });
  it('prices in the player currency, else EUR', () => {
    expect(rateFor(card(cash25), 'CAD')?.amount_cents).toBe(3_750);
    expect(rateFor(card(cash25), 'NOK')?.currency).toBe('EUR');
    expect(rateFor(card(cash25), null)?.currency).toBe('EUR');
  });
  it('points the hub at the dearest affordable card, else the cheapest with what is missing', () => {
    expect(nextReward(cards, 2_600, 'EUR')).toMatchObject({ item: { card: { group: 'cash-25' } }, missing: 0 });
    expect(nextReward(cards, 200, 'EUR')).toMatchObject({ item: { card: { group: 'astro-draw' } }, missing: 100 });
    expect(nextReward([], 200, 'EUR')).toBeNull();
  });
  it('keys card images by EUR cents, default 25', () => {
    expect(imageKey(2_500)).toBe(2_500);
    expect(imageKey(100_000)).toBe(100_000);
    expect(imageKey(2_600)).toBe(DEFAULT_IMAGE_KEY);
    expect(imageKey(null)).toBe(25);
  });
});

describe('exchange flow (spec part 2 §4, §5)', () => {
  it('starts with registration for a guest, the missing amount when short, else the choice', () => {
    expect(firstStep(null, 2_500)).toBe('guest');
    expect(firstStep(800, 2_500)).toBe('insufficient');
    expect(firstStep(2_500, 2_500)).toBe('choose');
  });
  it('warns a multi-account player first, then asks to enable bonuses for spins and boxes', () => {
    const base = { multiAccountSeen: false, groups: [], canIssueBonuses: true, type: 'money' as const };
    expect(nextAfterChoose(base)).toBe('pending');
    expect(nextAfterChoose({ ...base, groups: [7, 100] })).toBe('multi-account');
    expect(nextAfterChoose({ ...base, groups: [100], multiAccountSeen: true })).toBe('pending');
    expect(nextAfterChoose({ ...base, canIssueBonuses: false })).toBe('pending');
    expect(nextAfterChoose({ ...base, canIssueBonuses: false, type: 'freespins' })).toBe('enable-bonuses');
    expect(nextAfterChoose({ ...base, canIssueBonuses: false, type: 'lootboxes', groups: [100] })).toBe('multi-account');
  });
  it('builds the bodies of each type', () => {
    const eur = rateFor(card(cash25), 'EUR')!;
    expect(exchangeBody('money', 'cash-25', eur, 3)).toEqual({ group: 'cash-25', points: 7_500, currency: 'EUR' });
    expect(exchangeBody('freespins', 'spins-20', rateFor(card(spins20), 'EUR')!, 1)).toEqual({ group: 'spins-20', points: 1_000 });
    expect(exchangeBody('lotteries', 'astro-draw', rateFor(card(astroDraw), 'EUR')!, 4)).toEqual({ group: 'astro-draw', tickets_count: 4, lottery_id: 9 });
  });
});

describe('page flag (manage-promotion-pages)', () => {
  const doc = { testerGroups: [21], pages: [{ slug: 'rocket-chance', enabled: false }] };
  it('closes a disabled page except to testers; opens unnamed pages and a missing document', () => {
    expect(pageOpenTo(doc, 'rocket-chance', [])).toBe(false);
    expect(pageOpenTo(doc, 'rocket-chance', [21])).toBe(true);
    expect(pageOpenTo(doc, 'rocket-mart', [])).toBe(true);
    expect(pageOpenTo(null, 'rocket-chance', [])).toBe(true);
  });
});

describe('wire schemas (tolerant readers)', () => {
  it('reads points with strings and missing parts', () => {
    expect(z.parse(playerCompPointsSchema, { chargeable: { points: '12' }, persistent: null })).toEqual({ chargeable: { points: 12 }, persistent: { points: 0 } });
  });
  it('reads a card with an unknown label, a bad rate and an odd date', () => {
    const parsed = card({ ...cash25, label: 'HOT', sale_end_date: 'soon', rates: [...(cash25.rates as unknown[]), { points: 'x', currency: 'EUR' }] });
    expect(parsed.label).toBe('other');
    expect(parsed.sale_end_date).toBeNull();
    expect(parsed.rates).toHaveLength(2);
  });
});

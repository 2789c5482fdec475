import { describe, expect, it } from 'vitest';
import { createAmountStore } from '../amounts';
import { formatJackpot } from '../rules/format-jackpot';
import { maskName } from '../rules/mask-name';
import { createWinsStore, FEED_SIZE, withEarlierWins, type FeedWin } from '../wins-store';

describe('maskName (spec part 2 §9: first 6 characters + ***)', () => {
  it('keeps the first 6 characters', () => {
    expect(maskName('Lucky_Lars')).toBe('Lucky_***');
    expect(maskName('Northstar88')).toBe('Norths***');
  });
  it('masks short and empty names too, never telling their length', () => {
    expect(maskName('Ann')).toBe('Ann***');
    expect(maskName('Sixsix')).toBe('Sixsix***');
    expect(maskName('')).toBe('***');
    expect(maskName('   ')).toBe('***');
  });
  it('counts code points: an emoji or an accent is never cut in half', () => {
    expect(maskName('🎰🎰Ölaf🎰x')).toBe('🎰🎰Ölaf***');
    expect(maskName('  Giulia_R ')).toBe('Giulia***');
  });
});

describe('formatJackpot (2 decimals)', () => {
  it('always shows 2 decimals in the locale\'s currency format', () => {
    expect(formatJackpot(1_234_567, 'EUR', 'en')).toBe('€12,345.67');
    expect(formatJackpot(1_234_500, 'EUR', 'de')).toBe('12.345,00\u00a0€');
    expect(formatJackpot(5, 'CAD', 'en-CA')).toBe('$0.05');
    expect(formatJackpot(100_000, 'NOK', 'no')).toMatch(/^1[\s\u00a0]000,00[\s\u00a0]kr$/);
  });
  it('shows 2 decimals for a currency without minor units too', () => {
    expect(formatJackpot(12_345, 'JPY', 'en')).toBe('¥12,345.00');
  });
  it('falls back to the number and the code for a code Intl refuses', () => {
    expect(formatJackpot(1_050, 'ABCDE', 'en')).toBe('10.50 ABCDE');
  });
  it('keeps core\'s display units for crypto', () => {
    expect(formatJackpot(150_000, 'BTC', 'en')).toContain('BTC');
  });
});

describe('amount store (one per level: a tick re-renders only what changed)', () => {
  it('notifies only the listeners of a level whose amount changed', () => {
    const store = createAmountStore();
    store.load('EUR', [[1, 100], [2, 200]]);
    const heard: number[] = [];
    store.subscribe(1, () => heard.push(1));
    store.subscribe(2, () => heard.push(2));
    store.apply([[1, 150], [2, 200]]);
    expect(heard).toEqual([1]);
    expect(store.get(1)).toBe(150);
    expect(store.currency()).toBe('EUR');
  });
  it('stops notifying after unsubscribe', () => {
    const store = createAmountStore();
    const heard: number[] = [];
    const off = store.subscribe(1, () => heard.push(1));
    store.apply([[1, 1]]);
    off();
    store.apply([[1, 2]]);
    expect(heard).toEqual([1]);
  });
});

describe('wins store', () => {
  const win = (n: number): FeedWin => ({ key: `k${n}`, name: `Player${n}`, game: 'Game', amountCents: n, currency: 'EUR', jackpotLevel: null, at: '2026-01-01T00:00:00Z' });
  it('puts pushed wins first, ignores duplicates and keeps the newest', () => {
    const store = createWinsStore();
    store.add(win(1));
    store.add(win(2));
    store.add(win(2));
    expect(store.entries().map((w) => w.key)).toEqual(['k2', 'k1']);
    for (let n = 3; n < 30; n += 1) store.add(win(n));
    expect(store.entries()).toHaveLength(FEED_SIZE);
    expect(store.entries()[0]!.key).toBe('k29');
  });
  it('shows earlier winners under what was pushed, each once, at most FEED_SIZE', () => {
    const store = createWinsStore();
    store.add(win(9));
    expect(withEarlierWins(store.entries(), [win(1), win(9), win(2)]).map((w) => w.key)).toEqual(['k9', 'k1', 'k2']);
    const many = Array.from({ length: 20 }, (_, n) => win(100 + n));
    expect(withEarlierWins(store.entries(), many)).toHaveLength(FEED_SIZE);
    expect(withEarlierWins(store.entries(), [])).toBe(store.entries());
  });
});

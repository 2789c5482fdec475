import { describe, expect, it } from 'vitest';
import { applyPromoCodes, DEPOSIT_PROMOCODE_KEY, DEPOSIT_PROMOCODE_SHOWED_KEY, GIFT_PROMOCODE_KEY } from '../rules/promo-codes';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('promo codes from the address (spec part 1 §4)', () => {
  it('stores the deposit code, clears its shown flag and strips it from the query', () => {
    const storage = memoryStorage({ [DEPOSIT_PROMOCODE_SHOWED_KEY]: '1' });
    const out = applyPromoCodes({ path: '/pokies', search: '?depositPromocode=WELCOME50&utm_source=x', loggedIn: false, storage });
    expect(storage.map.get(DEPOSIT_PROMOCODE_KEY)).toBe('WELCOME50');
    expect(storage.map.has(DEPOSIT_PROMOCODE_SHOWED_KEY)).toBe(false);
    expect(out).toEqual({ search: '?utm_source=x', redirect: null });
  });

  it('stores the gift code likewise and leaves an empty query when nothing else remains', () => {
    const storage = memoryStorage();
    const out = applyPromoCodes({ path: '/', search: '?giftPromocode=SPIN20', loggedIn: false, storage });
    expect(storage.map.get(GIFT_PROMOCODE_KEY)).toBe('SPIN20');
    expect(out.search).toBe('');
  });

  it('clears stored codes when a guest is on main without codes', () => {
    const storage = memoryStorage({ [DEPOSIT_PROMOCODE_KEY]: 'A', [GIFT_PROMOCODE_KEY]: 'B', [DEPOSIT_PROMOCODE_SHOWED_KEY]: '1' });
    expect(applyPromoCodes({ path: '/', search: '', loggedIn: false, storage })).toEqual({ search: null, redirect: null });
    expect(storage.map.size).toBe(0);
  });

  it('keeps the codes on other pages and for players; a player with a gift code on main goes to profile gifts', () => {
    const storage = memoryStorage({ [GIFT_PROMOCODE_KEY]: 'B' });
    expect(applyPromoCodes({ path: '/live', search: '', loggedIn: false, storage }).redirect).toBeNull();
    expect(storage.map.get(GIFT_PROMOCODE_KEY)).toBe('B');
    expect(applyPromoCodes({ path: '/', search: '', loggedIn: true, storage }).redirect).toBe('/profile/gifts');
  });

  it('refuses codes that are not plain tokens but still strips them from the address', () => {
    const storage = memoryStorage();
    const out = applyPromoCodes({ path: '/', search: '?depositPromocode=%3Cscript%3E', loggedIn: false, storage });
    expect(storage.map.size).toBe(0);
    expect(out.search).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import type { Banner } from '@schemas/feconfig/banners-config.schema';
import { badgeKey, fillBannerText, visibleBanners, type BannerViewer } from '../banners';
import { timeLeft } from '../countdown';

const banner = (overrides: Partial<Banner>): Banner => ({
  id: 1,
  frontend_identifier: 'b',
  title: { text: 'Up to {bonus}' },
  description: { text: '' },
  categories: ['slider-index-top'],
  order: { 'slider-index-top': 1 },
  image: '/a.svg',
  gradient: { colorLeft: '#000', colorLeftCenter: '#111', colorRightCenter: '#222', colorRight: '#333' },
  ...overrides,
});
const guest: BannerViewer = { loggedIn: false, groups: [], currency: 'EUR', crypto: false, now: Date.parse('2026-06-01T00:00:00Z') };

describe('banner filtering (spec part 1 §6)', () => {
  it('filters by category, login state, groups, live window and currency context; sorts by order', () => {
    const banners = [
      banner({ id: 1, order: { 'slider-index-top': 3 } }),
      banner({ id: 2, logged: true }),
      banner({ id: 3, logged: false, order: { 'slider-index-top': 2 } }),
      banner({ id: 4, groups: [257] }),
      banner({ id: 5, liveTime: { start: '2020-01-01T00:00:00Z', end: '2021-01-01T00:00:00Z' } }),
      banner({ id: 6, currencyContext: 'crypto' }),
      banner({ id: 7, categories: ['slider-index-top-jackpots'] }),
    ];
    expect(visibleBanners(banners, 'slider-index-top', guest).map((b) => b.id)).toEqual([3, 1]);
    const vipCrypto = { ...guest, loggedIn: true, groups: [257], currency: 'BTC', crypto: true };
    expect(visibleBanners(banners, 'slider-index-top', vipCrypto).map((b) => b.id).sort()).toEqual([1, 2, 4, 6]);
    expect(visibleBanners(banners, 'slider-index-top-jackpots', guest).map((b) => b.id)).toEqual([7]);
  });

  it('fills variables in the player currency, falling back to EUR', () => {
    const variables = { bonus: { EUR: '€500', CAD: 'C$700' } };
    expect(fillBannerText('Up to {bonus}', variables, 'CAD', 'en')).toBe('Up to C$700');
    expect(fillBannerText('Up to {bonus}', variables, 'NOK', 'en')).toBe('Up to €500');
    expect(fillBannerText('Keep {unknown}', variables, 'EUR', 'en')).toBe('Keep {unknown}');
  });

  it('formats amount variables in the locale, in the currency they were given for', () => {
    const variables = { pool: { EUR: 1_000_000, CAD: 1_500_000 } };
    const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
    expect(fillBannerText('Pool {pool}', variables, 'EUR', 'en')).toBe('Pool €10,000');
    expect(plain(fillBannerText('Pool {pool}', variables, 'EUR', 'de'))).toBe('Pool 10.000 €');
    expect(plain(fillBannerText('Pool {pool}', variables, 'CAD', 'fr-CA'))).toBe('Pool 15 000 $');
    expect(fillBannerText('Pool {pool}', variables, 'CAD', 'en-CA')).toBe('Pool $15,000');
    // A currency without its own value falls back to the EUR amount, shown as euros.
    expect(plain(fillBannerText('Pool {pool}', variables, 'NOK', 'no'))).toBe('Pool 10 000 €');
  });

  it('names known badges by message key', () => {
    expect(badgeKey('NEW')).toBe('badges.new');
    expect(badgeKey(' Hot ')).toBe('badges.hot');
  });

  it('counts a timer down to zero', () => {
    expect(timeLeft(90_061_000, 0)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1, done: false });
    expect(timeLeft(0, 5_000).done).toBe(true);
  });
});

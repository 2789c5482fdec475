import { describe, expect, it } from 'vitest';
import { basePages, categoryRedirect, chooseSlug, findById, findByPath, menuPages, wantedVariant } from '../page-rules';
import { PAGE_LIST } from './fixtures';

const available = new Set(PAGE_LIST.map((p) => p.slug));

describe('licence variants', () => {
  it('uses EE under the EE licence, AU for Australian visitors, the base page otherwise', () => {
    expect(chooseSlug('terms-and-conditions', available, 'EE', 'EE')).toBe('terms-and-conditions/EE');
    expect(chooseSlug('terms-and-conditions', available, 'CW', 'AU')).toBe('terms-and-conditions/AU');
    expect(chooseSlug('terms-and-conditions', available, 'CW', 'CA')).toBe('terms-and-conditions');
  });

  it('lets the EE licence win over Australian geography and falls back when no variant exists', () => {
    expect(wantedVariant('EE', 'AU')).toBe('EE');
    expect(chooseSlug('about-us', available, 'EE', 'EE')).toBe('about-us');
  });
});

describe('page lookup', () => {
  it('ignores variants as pages of their own and finds by path or id', () => {
    expect(basePages(PAGE_LIST).map((p) => p.slug)).not.toContain('terms-and-conditions/EE');
    expect(findByPath(PAGE_LIST, '/terms-and-conditions')?.id).toBe(3);
    expect(findById(PAGE_LIST, '/10')?.path).toBe('/about-us');
    expect(findById(PAGE_LIST, '/3003')).toBeNull();
  });
});

describe('category rules', () => {
  const filter = { loggedIn: false, licence: 'CW' as const, hiddenUnderEE: ['benefits-of-crypto', 'sportsbook-terms'] };

  it('lists top-menu pages, reg-only ones only for players', () => {
    expect(menuPages(PAGE_LIST, 'top-menu', filter).map((p) => p.slug)).toEqual(['promotions-info']);
    expect(menuPages(PAGE_LIST, 'top-menu', { ...filter, loggedIn: true }).map((p) => p.slug)).toEqual(['promotions-info', 'vip-club-info']);
  });

  it('hides benefits-of-crypto and sportsbook-terms under EE only', () => {
    expect(menuPages(PAGE_LIST, 'bottom-menu', filter).map((p) => p.slug)).toEqual(['benefits-of-crypto', 'about-us']);
    expect(menuPages(PAGE_LIST, 'bottom-menu', { ...filter, licence: 'EE' }).map((p) => p.slug)).toEqual(['about-us']);
    expect(menuPages(PAGE_LIST, 'bottom-menu-help', { ...filter, licence: 'EE' }).map((p) => p.slug)).toEqual(['terms-and-conditions']);
  });

  it('redirects guests off reg-only pages and players off seo pages', () => {
    expect(categoryRedirect(['custom-page', 'reg-only'], false)).toBe('/');
    expect(categoryRedirect(['custom-page', 'reg-only'], true)).toBeNull();
    expect(categoryRedirect(['seo-page'], true)).toBe('/');
    expect(categoryRedirect(['seo-page'], false)).toBeNull();
    expect(categoryRedirect(['page'], false)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { activeCount, nextChangeAt, promoStatus, visibleTo } from '../promo-status';
import { HOUR, NOW, iso } from './fixtures';

const window = (startOffset: number, endOffset: number, finished_at: string | null = null) => ({ start_at: iso(NOW + startOffset), end_at: iso(NOW + endOffset), finished_at });

describe('promotion status by time (spec part 2 §4)', () => {
  it('is future while the start is ahead, active while the end is ahead, else archive', () => {
    expect(promoStatus(window(HOUR, 2 * HOUR), NOW)).toBe('future');
    expect(promoStatus(window(-HOUR, HOUR), NOW)).toBe('active');
    expect(promoStatus(window(-2 * HOUR, -HOUR), NOW)).toBe('archive');
  });

  it('changes exactly at the start and at the end', () => {
    const promo = window(HOUR, 2 * HOUR);
    expect(promoStatus(promo, NOW + HOUR - 1)).toBe('future');
    expect(promoStatus(promo, NOW + HOUR)).toBe('active');
    expect(promoStatus(promo, NOW + 2 * HOUR - 1)).toBe('active');
    expect(promoStatus(promo, NOW + 2 * HOUR)).toBe('archive');
  });

  it('is archive once the platform closed it, whatever the clock says', () => {
    expect(promoStatus(window(-HOUR, HOUR, iso(NOW - 1000)), NOW)).toBe('archive');
  });

  it('knows when it changes next', () => {
    expect(nextChangeAt(window(HOUR, 2 * HOUR), NOW)).toBe(NOW + HOUR);
    expect(nextChangeAt(window(-HOUR, 2 * HOUR), NOW)).toBe(NOW + 2 * HOUR);
    expect(nextChangeAt(window(-2 * HOUR, -HOUR), NOW)).toBeNull();
  });
});

describe('group visibility (spec part 2 §4)', () => {
  it('shows a promotion without groups to everyone, one with groups only to their members', () => {
    expect(visibleTo({ group_ids: [] }, [])).toBe(true);
    expect(visibleTo({}, [])).toBe(true);
    expect(visibleTo({ group_ids: [21] }, [])).toBe(false);
    expect(visibleTo({ group_ids: [21] }, [5, 916])).toBe(false);
    expect(visibleTo({ group_ids: [21, 916] }, [916])).toBe(true);
  });

  it('counts the active promotions a player may see (the sidebar count)', () => {
    const promos = [
      window(-HOUR, HOUR),
      { ...window(-HOUR, HOUR), group_ids: [21] },
      window(HOUR, 2 * HOUR),
      window(-2 * HOUR, -HOUR),
    ];
    expect(activeCount(promos, [], NOW)).toBe(1);
    expect(activeCount(promos, [21], NOW)).toBe(2);
    expect(activeCount(promos, [], NOW + 1.5 * HOUR)).toBe(1);
  });
});

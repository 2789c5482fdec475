import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lootboxSchema, type Lootbox } from '@schemas/wire/lootboxes';
import { wheelConfigDocumentSchema, type WheelSegment } from '@schemas/wire/wheel-config';
import { pageOpenTo } from '@schemas/feconfig/promotion-pages';
import { segmentAt, spinTarget, wheelFace } from '../rules/segments';
import { bookmarkTarget, nextDailySpinAt, spinsOf, spunToday } from '../rules/spins';
import { managePromotionPages, wheelConfig, wireWheelBox } from './fixtures';

const NOW = Date.parse('2026-11-24T15:00:00.000Z');
const box = (overrides: Parameters<typeof wireWheelBox>[0] = {}, segments?: Parameters<typeof wireWheelBox>[1]) => z.parse(lootboxSchema, wireWheelBox(overrides, segments)) as Lootbox;
const segments = z.parse(wheelConfigDocumentSchema, wheelConfig).prizes as WheelSegment[];

describe('turning to a segment', () => {
  it('brings every segment under the pointer, from any rotation, after whole turns, with any nudge inside it', () => {
    for (const count of [2, 3, 5, 6, 8, 12]) {
      for (const from of [0, 17, 359.5, 1234.25, -90]) {
        for (let index = 0; index < count; index++) {
          for (const nudge of [-0.49, 0, 0.49]) {
            const to = spinTarget(from, index, count, 6, nudge);
            expect(segmentAt(to, count), `${count}/${from}/${index}/${nudge}`).toBe(index);
            expect(to - from).toBeGreaterThanOrEqual(6 * 360);
            expect(to - from).toBeLessThan(7 * 360);
          }
        }
      }
    }
  });

  it('with no turns (reduced motion) it goes the shortest way forward', () => {
    expect(spinTarget(0, 0, 4, 0)).toBe(315);
    expect(segmentAt(spinTarget(100, 2, 4, 0), 4)).toBe(2);
  });
});

describe('the wheel drawn', () => {
  it('is the configured one while it holds every item of the spin, else the spin’s own items', () => {
    expect(wheelFace(segments, null).map((s) => s.id)).toEqual(['fs-10', 'cp-100', 'bonus-5', 'bonus-500', 'none']);
    expect(wheelFace(segments, box()).map((s) => s.id)).toEqual(['fs-10', 'cp-100', 'bonus-5', 'bonus-500', 'none']);
    const other = box({}, [{ id: 'fs-20', weight: 4000 }, { id: 'bonus-10', weight: 4000 }]);
    expect(wheelFace(segments, other).map((s) => s.id)).toEqual(['fs-20', 'bonus-10']);
  });
});

describe('spins', () => {
  it('waiting spins are the group’s issued boxes in time, the one running out first on top', () => {
    const list = [
      box({ id: 1, valid_until: '2026-11-25T00:00:00.000Z' }),
      box({ id: 2, group_key: 'manual_wheel', valid_until: '2026-11-30T00:00:00.000Z' }),
      box({ id: 3, valid_until: '2026-11-24T14:00:00.000Z' }),
      box({ id: 4, stage: 'activated', created_at: '2026-11-24T01:00:00.000Z' }),
      box({ id: 5, group_key: 'lootbox' }),
    ];
    expect(spinsOf(list, 'wheel', NOW).map((b) => b.id)).toEqual(['1']);
    expect(spinsOf(list, 'manual_wheel', NOW).map((b) => b.id)).toEqual(['2']);
    expect(bookmarkTarget(list, NOW)).toEqual({ kind: 'wheel', count: 2 });
    expect(bookmarkTarget(list.slice(1), NOW)).toEqual({ kind: 'manual_wheel', count: 1 });
    expect(bookmarkTarget([list[3]!, list[4]!], NOW)).toBeNull();
  });

  it('a spin counts only on its creation day (spec part 2 §4); the next daily spin comes at UTC midnight', () => {
    expect(spunToday([box({ stage: 'activated', created_at: '2026-11-24T00:00:00.000Z' })], 'wheel', NOW)).toBe(true);
    expect(spunToday([box({ stage: 'activated', created_at: '2026-11-23T23:00:00.000Z' })], 'wheel', NOW)).toBe(false);
    expect(new Date(nextDailySpinAt(NOW)).toISOString()).toBe('2026-11-25T00:00:00.000Z');
  });
});

describe('who may open a wheel page (manage-promotion-pages)', () => {
  it('follows the page config by slug; testers see every page; an unmanaged page or no document is open', () => {
    expect(pageOpenTo(managePromotionPages, 'rocketplay-wheel', [])).toBe(false);
    expect(pageOpenTo(managePromotionPages, 'rocketplay-wheel', [543])).toBe(true);
    expect(pageOpenTo(managePromotionPages, 'rocketplay-wheel', [21])).toBe(true);
    expect(pageOpenTo(managePromotionPages, 'rocketmart-wheel', [])).toBe(true);
    expect(pageOpenTo({ pages: [{ slug: 'rocketmart-wheel', enabled: false }] }, 'rocketmart-wheel', [])).toBe(false);
    expect(pageOpenTo(null, 'rocketplay-wheel', [])).toBe(true);
    expect(pageOpenTo({ pages: [] }, 'unknown', [])).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { lootboxItemSchema, lootboxSchema, type Lootbox } from '@schemas/wire/lootboxes';
import { boxView, countsToday, openedShowsToday, shownBoxes } from '../rules/boxes';
import { prizeParts, rarityOf, totalWeightOf, wagerOf } from '../rules/prizes';
import { REEL_LENGTH, REEL_TARGET, reelOffset, reelTiles } from '../rules/reel';
import { wireBox, wireItems } from './fixtures';

const box = (overrides: Parameters<typeof wireBox>[0] = {}) => z.parse(lootboxSchema, wireBox(overrides)) as Lootbox;
const NOW = Date.parse('2026-11-24T15:00:00.000Z');

describe('which boxes show, and how', () => {
  it('an issued box is to open until its time runs out, then expired even before the platform marks it', () => {
    expect(boxView(box({ valid_until: '2026-11-24T15:00:01.000Z' }), NOW)).toBe('open');
    expect(boxView(box({ valid_until: '2026-11-24T15:00:00.000Z' }), NOW)).toBe('expired');
    expect(boxView(box({ stage: 'expired' }), NOW)).toBe('expired');
    expect(boxView(box({ stage: 'activated' }), NOW)).toBe('opened');
    expect(boxView(box({ stage: 'burned' }), NOW)).toBe('other');
  });

  it('an opened box counts only on its creation day (UTC), spec part 2 §4', () => {
    expect(countsToday(box({ created_at: '2026-11-24T00:00:00.000Z' }), NOW)).toBe(true);
    expect(countsToday(box({ created_at: '2026-11-23T23:59:59.000Z' }), NOW)).toBe(false);
  });

  it('an opened box shows on its creation day and on the day it was opened (a box of yesterday opened today keeps its prize on screen)', () => {
    const yesterday = { stage: 'activated', created_at: '2026-11-23T08:00:00.000Z' };
    expect(openedShowsToday(box({ ...yesterday, activated_at: '2026-11-24T00:00:01.000Z' }), NOW)).toBe(true);
    expect(openedShowsToday(box({ ...yesterday, activated_at: '2026-11-23T23:00:00.000Z' }), NOW)).toBe(false);
    expect(openedShowsToday(box({ ...yesterday, activated_at: null }), NOW)).toBe(false);
  });

  it('leaves out the hidden groups and yesterday’s opened boxes; to open first (soonest out on top), then opened, then expired', () => {
    const list = [
      box({ id: 1, stage: 'expired', valid_until: '2026-11-22T00:00:00.000Z' }),
      box({ id: 2, valid_until: '2026-11-30T00:00:00.000Z' }),
      box({ id: 3, stage: 'activated', created_at: '2026-11-24T08:00:00.000Z' }),
      box({ id: 4, stage: 'activated', created_at: '2026-11-23T08:00:00.000Z' }),
      box({ id: 5, valid_until: '2026-11-25T00:00:00.000Z' }),
      box({ id: 6, group_key: 'wheel', valid_until: '2026-11-25T00:00:00.000Z' }),
    ];
    expect(shownBoxes(list, NOW, ['wheel', 'manual_wheel']).map((b) => b.id)).toEqual(['5', '2', '3', '1']);
    expect(shownBoxes(list, NOW, []).map((b) => b.id)).toContain('6');
  });
});

describe('prizes', () => {
  const items = wireItems().map((item) => z.parse(lootboxItemSchema, item));

  it('reads what an item gives in the box currency; a type or currency it cannot read falls back to the title', () => {
    expect(prizeParts(items[0]!, 'EUR')).toEqual([{ kind: 'freespins', count: 10 }]);
    expect(prizeParts(items[1]!, 'CAD')).toEqual([{ kind: 'bonus', amountCents: 200, currency: 'CAD' }]);
    expect(prizeParts(items[2]!, 'NOK')).toEqual([{ kind: 'text', text: '€250 bonus' }]);
    expect(prizeParts(z.parse(lootboxItemSchema, { id: 9, weight: 1, prize: 'none', title: 'Try again', bonuses: [] }), 'EUR')).toEqual([]);
    expect(wagerOf(items[2]!)).toBe(3);
  });

  it('rates rarity by the share of the weights', () => {
    const total = totalWeightOf(items);
    expect(items.map((item) => rarityOf(item.weight, total))).toEqual(['common', 'uncommon', 'legendary']);
    expect(rarityOf(50, 9_750)).toBe('epic');
    expect(rarityOf(470, 9_750)).toBe('rare');
    expect(rarityOf(5, 10_005)).toBe('legendary');
    expect(rarityOf(0, 0)).toBe('legendary');
  });
});

describe('the opening reel', () => {
  const items = wireItems().map((item) => z.parse(lootboxItemSchema, item));

  it('puts the item the platform drew at the stop, whatever the tiles around it, and draws the same reel for the same box', () => {
    for (const id of ['1', '2', '3']) {
      const tiles = reelTiles(items, id, 41);
      expect(tiles).toHaveLength(REEL_LENGTH);
      expect(tiles[REEL_TARGET]!.id).toBe(id);
      expect(reelTiles(items, id, 41)).toEqual(tiles);
    }
    expect(reelTiles(items, 'missing', 41)).toEqual([]);
  });

  it('moves the strip so the stop tile’s centre (nudged inside it) sits under the marker', () => {
    expect(reelOffset(0, 100, 10)).toBe(50);
    expect(reelOffset(REEL_TARGET, 112, 8)).toBe(REEL_TARGET * 120 + 56);
    const nudged = reelOffset(REEL_TARGET, 112, 8, 0.49);
    expect(nudged).toBeGreaterThan(REEL_TARGET * 120);
    expect(nudged).toBeLessThan(REEL_TARGET * 120 + 112);
  });
});

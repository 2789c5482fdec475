import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ladderPosition, questIdentity, questSchema, questStatusSchema } from '../../schemas/wire/quests';
import { readFixture } from './wire-fixtures';

describe('quests on the wire (schemas/wire/quests.ts)', () => {
  it('derives size, slug and the test mark from frontend_identifier (spec part 2 §3)', () => {
    expect(questIdentity('quest--xs--first-steps')).toEqual({ questSize: 'xs', questSlug: 'first-steps', isTest: false });
    expect(questIdentity('quest--robot-m--mech-marathon')).toEqual({ questSize: 'robot-m', questSlug: 'mech-marathon', isTest: false });
    // An unknown or missing size is m; without a third segment the identifier itself is the slug.
    expect(questIdentity('test--giant--lab-preview')).toEqual({ questSize: 'm', questSlug: 'lab-preview', isTest: true });
    expect(questIdentity('summit')).toEqual({ questSize: 'm', questSlug: 'summit', isTest: false });
    expect(questIdentity('ffc_test--s--x').isTest).toBe(true);
    expect(questIdentity('contest--s--x').isTest).toBe(false);
  });

  it('reads levels item by item, lowest threshold first, and an unknown reward as other', () => {
    const [first, robo, , summit] = (readFixture('quests.json') as unknown[]).map((q) => z.parse(questSchema, q));
    expect(first!.levels.map((l) => l.level)).toEqual([1, 2, 3, 4, 5, 6]); // "seven" is dropped alone
    expect(first!.levels[1]!.reward).toEqual({ type: 'freespins', amount_cents: 0, freespins_count: 10, wager_multiplier: null });
    expect(first!.levels[5]!.reward?.type).toBe('other');
    expect(robo).toMatchObject({ id: '32', questSize: 'robot-s', in_progress: false, group_ids: [21, 916], levels: [], description: '' });
    expect(summit).toMatchObject({ questSize: 'm', questSlug: 'summit', levels: [], image: null });
  });

  it('reads a status with numeric strings and skips a bad reached level', () => {
    expect(z.parse(questStatusSchema, readFixture('quest-status.json'))).toEqual({
      quest_id: '31', currency: 'EUR', bets: 42, bet_cents: 3120, level: 3, next_level: 4, next_level_bet_cents: 5000, rewarded_levels: [2, 3],
    });
  });

  it('places total bets on the ladder: exact threshold, zero bets, past the top, below a first level above 0', () => {
    const ladder = [0, 1000, 2500].map((bet_cents, i) => ({ level: i + 1, bet_cents }));
    expect(ladderPosition(ladder, 0)).toMatchObject({ current: { level: 1 }, next: { level: 2 }, index: 0 });
    expect(ladderPosition(ladder, 999)).toMatchObject({ current: { level: 1 }, next: { level: 2 } });
    expect(ladderPosition(ladder, 1000)).toMatchObject({ current: { level: 2 }, next: { level: 3 } });
    expect(ladderPosition(ladder, 99_999)).toMatchObject({ current: { level: 3 }, next: null });
    expect(ladderPosition([{ level: 1, bet_cents: 500 }], 0)).toEqual({ current: null, next: { level: 1, bet_cents: 500 }, index: -1 });
    expect(ladderPosition([], 100)).toEqual({ current: null, next: null, index: -1 });
  });
});

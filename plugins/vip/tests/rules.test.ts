import { describe, expect, it } from 'vitest';
import { subscriptionsSchema, vipStatusProgressSchema } from '@schemas/wire/vip';
import { pointsLevel } from '../rules/points-level';
import { pointsRange, readProgramConfig } from '../rules/program-config';
import { daysLeft, expiryDate, quarterEnd } from '../rules/quarter';
import { cappedAmount, fallbackProgress, levelKeyOf, needsOnboarding, progressPercent, statusRank } from '../rules/status';
import { isGamePage, shouldShowStatusUp } from '../rules/status-up';
import { programFixture, progressFixture, subscriptionsFixture } from './fixtures';

describe('status-up modal conditions (spec part 2 §4)', () => {
  const base = { seenRank: 1, currentRank: 2, path: '/', modalOpen: false };
  it('shows when the level rose above the one last seen, off a game page, with no modal open', () => {
    expect(shouldShowStatusUp(base)).toBe(true);
    expect(shouldShowStatusUp({ ...base, path: '/vip' })).toBe(true);
  });
  it('not on a game page', () => {
    expect(shouldShowStatusUp({ ...base, path: '/play/aurora-reels/gold-rush' })).toBe(false);
    expect(isGamePage('/play/x/y')).toBe(true);
    expect(isGamePage('/playlist')).toBe(false);
  });
  it('never over another modal', () => {
    expect(shouldShowStatusUp({ ...base, modalOpen: true })).toBe(false);
  });
  it('not for the same level again, nor for a fall, nor on the first look', () => {
    expect(shouldShowStatusUp({ ...base, currentRank: 1 })).toBe(false);
    expect(shouldShowStatusUp({ ...base, currentRank: 0 })).toBe(false);
    expect(shouldShowStatusUp({ ...base, seenRank: null })).toBe(false);
  });
});

describe('statuses', () => {
  it('ranks IRON … DIAMOND and maps them to vip_level_1 … 6', () => {
    expect(['IRON', 'BRONZE', 'SILVER', 'GOLD', 'PLATINUM', 'DIAMOND'].map(statusRank)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(statusRank('other')).toBe(0);
    expect(levelKeyOf('GOLD')).toBe('vip_level_4');
  });
  it('onboarding: only for a player in neither configured status', () => {
    expect(needsOnboarding([759], [1117, 257])).toBe(true);
    expect(needsOnboarding([1117], [1117, 257])).toBe(false);
    expect(needsOnboarding([257, 3], [1117, 257])).toBe(false);
    expect(needsOnboarding([], [])).toBe(false);
  });
  it('§8 fallback: a regular status with deposit 900000 and bets 9000000 cents', () => {
    expect(fallbackProgress('NOK')).toMatchObject({ currency: 'NOK', currentStatus: 'IRON', nextStatus: 'BRONZE', depositThresholdCents: 900_000, betSumThresholdCents: 9_000_000 });
  });
  it('progress is a floored percent, never above 100; Diamond amounts stop at the save target', () => {
    expect(progressPercent({ ...fallbackProgress('EUR'), overallProgress: 0.999 })).toBe(99);
    expect(progressPercent({ ...fallbackProgress('EUR'), overallProgress: 1.7 })).toBe(100);
    expect(cappedAmount(20_000, 15_000)).toBe(15_000);
    expect(cappedAmount(20_000, 0)).toBe(20_000);
  });
});

describe('quarter ends', () => {
  it('expiry is the quarter’s last day and days left count to its end', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(quarterEnd(now).toISOString()).toBe('2027-01-01T00:00:00.000Z');
    expect(expiryDate(now).toISOString().slice(0, 10)).toBe('2026-12-31');
    expect(daysLeft(now)).toBe(38);
    expect(daysLeft(new Date('2026-03-31T23:00:00Z'))).toBe(1);
  });
});

describe('wire and config readers', () => {
  it('reads the progress tolerantly', () => {
    expect(vipStatusProgressSchema.parse(progressFixture)).toMatchObject({ currentStatus: 'BRONZE', depositAmountCents: 600_100, betSumThresholdCents: 12_000_000, overallProgress: 0.5 });
  });
  it('reads subscriptions; an unknown tier reads as other', () => {
    const parsed = subscriptionsSchema.parse(subscriptionsFixture);
    expect(parsed.tier).toBe('rocket_pro');
    expect(parsed.tiers.map((t) => [t.id, t.comp_points_multiplier, t.available])).toEqual([['rocket_lite', 1.1, true], ['rocket_pro', 1.25, true], ['other', 2, false]]);
  });
  it('drops a level without an id and sorts by points; ranges run to the next level', () => {
    const program = readProgramConfig(programFixture);
    expect(program.levels.map((l) => l.id)).toEqual(['vip_level_1', 'vip_level_2', 'vip_level_3']);
    expect(program.levels[2]!.gifts).toEqual(['Manager']);
    expect(pointsRange(program.levels, 0)).toEqual({ min: 0, max: 999 });
    expect(pointsRange(program.levels, 2)).toEqual({ min: 5000, max: null });
    expect(readProgramConfig(null).levels).toEqual([]);
  });
  it('profile level: points over the level’s max persistent points', () => {
    const { levels } = readProgramConfig(programFixture);
    expect(pointsLevel(levels, 500)).toEqual({ index: 0, max: 999, percent: 50 });
    expect(pointsLevel(levels, 2_000)).toEqual({ index: 1, max: 4_999, percent: 40 });
    expect(pointsLevel(levels, 9_000)).toEqual({ index: 2, max: null, percent: 100 });
  });
});

import { describe, expect, it } from 'vitest';
import { leaderboardRows } from '../leaderboard';
import { standing, tournament } from './fixtures';

const top = [
  { award_place: 2, nickname: 'Bea', points: 80 },
  { award_place: 1, nickname: 'Ann', points: 120 },
  { award_place: 3, nickname: 'Cid', points: 40 },
];
const prizes = tournament().prizes;

describe('leaderboard rows', () => {
  it('lists the top by place with each place’s prize', () => {
    const rows = leaderboardRows(top, null, prizes);
    expect(rows.map((r) => [r.place, r.nickname, r.own])).toEqual([[1, 'Ann', false], [2, 'Bea', false], [3, 'Cid', false]]);
    expect(rows[0]?.prize?.money_award_cents).toBe(400_000);
    expect(rows[2]?.prize?.freespins_count).toBe(25);
  });

  it('highlights the player’s own row inside the top', () => {
    const rows = leaderboardRows(top, standing({ award_place: 2, nickname: 'Bea', points: 80 }), prizes);
    expect(rows.filter((r) => r.own).map((r) => r.place)).toEqual([2]);
    expect(rows).toHaveLength(3);
  });

  it('appends the player’s row after a gap when they stand outside the top', () => {
    const rows = leaderboardRows(top, standing({ award_place: 7, nickname: 'Lucky', points: 12 }), prizes);
    expect(rows).toHaveLength(4);
    expect(rows.at(-1)).toEqual({ place: 7, nickname: 'Lucky', points: 12, prize: null, own: true, gapBefore: true });
  });

  it('appends without a gap right below the top', () => {
    const rows = leaderboardRows(top, standing({ award_place: 4, nickname: 'Lucky', points: 12 }), prizes);
    expect(rows.at(-1)).toMatchObject({ place: 4, own: true, gapBefore: false });
  });

  it('does not claim someone else’s row on a stale place', () => {
    const rows = leaderboardRows(top, standing({ award_place: 2, nickname: 'Lucky', points: 90 }), prizes);
    expect(rows.find((r) => r.nickname === 'Bea')?.own).toBe(false);
    expect(rows.at(-1)).toMatchObject({ nickname: 'Lucky', own: true });
  });

  it('adds no row for a player not placed yet, and shows their row alone on an empty board', () => {
    expect(leaderboardRows(top, standing({ award_place: null }), prizes).some((r) => r.own)).toBe(false);
    expect(leaderboardRows([], standing({ award_place: 1, points: 5 }), prizes)).toEqual([
      { place: 1, nickname: 'Lucky', points: 5, prize: prizes[0], own: true, gapBefore: false },
    ]);
  });
});

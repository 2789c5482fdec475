import { describe, expect, it } from 'vitest';
import { groupPrizes, openPlaces } from '../prize-groups';

const prize = (award_place: number, money_award_cents: number, freespins_count = 0) => ({ award_place, money_award_cents, freespins_count });

describe('prize groups', () => {
  it('puts places in a row with one prize on one line, in place order', () => {
    const prizes = [prize(3, 150_000), prize(1, 400_000), prize(2, 250_000), ...[6, 7, 8].map((p) => prize(p, 10_000)), ...[9, 10].map((p) => prize(p, 0, 25))];
    expect(groupPrizes(prizes).map((g) => [g.from, g.to, g.money_award_cents, g.freespins_count])).toEqual([
      [1, 1, 400_000, 0],
      [2, 2, 250_000, 0],
      [3, 3, 150_000, 0],
      [6, 8, 10_000, 0],
      [9, 10, 0, 25],
    ]);
  });

  it('keeps places apart across a gap even with the same prize', () => {
    expect(groupPrizes([prize(1, 100), prize(3, 100)]).map((g) => [g.from, g.to])).toEqual([[1, 1], [3, 3]]);
  });

  it('finds the prize places nobody holds yet', () => {
    const prizes = [prize(1, 1), prize(2, 1), prize(3, 1), prize(10, 1)];
    expect(openPlaces(prizes, 2)).toEqual({ from: 3, to: 10 });
    expect(openPlaces(prizes, 0)).toEqual({ from: 1, to: 10 });
    expect(openPlaces(prizes, 10)).toBeNull();
  });
});

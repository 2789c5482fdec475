import { describe, expect, it } from 'vitest';
import { drawItem, type DrawWeight } from './draw';

/** The weighted draw (DESIGN §12: seeded and recorded): its distribution, and that a recorded draw replays. */
describe('the weighted draw', () => {
  // Spec part 2 §9: lootbox weights 5000, 2000, 1400, 820, 470, 50, 10.
  const weights: DrawWeight[] = [5000, 2000, 1400, 820, 470, 50, 10].map((weight, index) => [index + 1, weight]);
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);

  it('over 100,000 seeded draws gives each item its share of the weights, within 1 percentage point', () => {
    const draws = 100_000;
    const counts = new Map<number, number>();
    for (let seed = 0; seed < draws; seed++) {
      const outcome = drawItem(seed, 42, weights)!;
      counts.set(outcome.itemId, (counts.get(outcome.itemId) ?? 0) + 1);
    }
    for (const [itemId, weight] of weights) {
      const observed = (counts.get(itemId) ?? 0) / draws;
      expect(Math.abs(observed - weight / total), `item ${itemId} (weight ${weight}): ${observed}`).toBeLessThan(0.01);
    }
    // The rarest item (10 of 9,750) still comes up: about 103 times in 100,000.
    expect(counts.get(7)).toBeGreaterThan(60);
  });

  it('is a function of seed, nonce and weights: the same inputs give the same item; another nonce another stream', () => {
    const first = Array.from({ length: 50 }, (_, seed) => drawItem(seed * 7919, 1, weights));
    expect(Array.from({ length: 50 }, (_, seed) => drawItem(seed * 7919, 1, weights))).toEqual(first);
    const otherNonce = Array.from({ length: 50 }, (_, seed) => drawItem(seed * 7919, 2, weights));
    expect(otherNonce).not.toEqual(first);
    for (const outcome of first) {
      expect(outcome!.roll).toBeGreaterThanOrEqual(0);
      expect(outcome!.roll).toBeLessThan(total);
      expect(outcome!.totalWeight).toBe(total);
    }
  });

  it('never gives an item of weight 0, and nothing when every weight is 0', () => {
    const someZero: DrawWeight[] = [[1, 0], [2, 4000], [3, 0], [4, 4000], [5, 2000], [6, 5], [7, 0]];
    const won = new Set(Array.from({ length: 5_000 }, (_, seed) => drawItem(seed, 3, someZero)!.itemId));
    expect([...won].sort()).toEqual(expect.arrayContaining([2, 4, 5]));
    expect(won.has(1) || won.has(3) || won.has(7)).toBe(false);
    expect(drawItem(1, 1, [[1, 0], [2, 0]])).toBeNull();
    expect(drawItem(1, 1, [])).toBeNull();
  });
});

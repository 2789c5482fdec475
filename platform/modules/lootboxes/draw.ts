import { createPrng } from '../../seed-data/prng';
import type { Db } from '../../db/database';
import { jsonList, readDraw } from './store';

/** A box's weights as the draw reads them: [item id, weight], in the items' order. */
export type DrawWeight = readonly [itemId: number, weight: number];

export interface DrawOutcome {
  itemId: number;
  /** The ticket drawn in [0, totalWeight): the item whose share of the weights holds it won. */
  roll: number;
  totalWeight: number;
}

/** The PRNG's seed for one draw: the recorded seed mixed with the nonce (the box id), so two boxes never share a stream. */
export const drawStreamSeed = (seed: number, nonce: number) => (seed ^ Math.imul(nonce, 0x9e3779b1)) >>> 0;

/**
 * The draw, a pure function of what is recorded (DESIGN §12: seeded, recorded, replayable): mulberry32
 * (platform/seed-data/prng.ts) seeded with `drawStreamSeed(seed, nonce)` gives one number in [0, 1); times the total
 * weight, floored, is the roll; walking the weights in order, the item whose share holds the roll wins. Weight 0
 * never wins. Null when no item has weight.
 */
export function drawItem(seed: number, nonce: number, weights: readonly DrawWeight[]): DrawOutcome | null {
  const totalWeight = weights.reduce((sum, [, weight]) => sum + weight, 0);
  if (totalWeight <= 0) return null;
  const roll = Math.floor(createPrng(drawStreamSeed(seed, nonce)).next() * totalWeight);
  let below = 0;
  for (const [itemId, weight] of weights) {
    below += weight;
    if (roll < below) return { itemId, roll, totalWeight };
  }
  // Unreachable: roll < totalWeight = the last `below`.
  throw new Error('lootbox draw: roll outside the weights');
}

/** Audit: the item an opened box's recorded seed, nonce and weights give (null before it was opened). */
export function replayDraw(db: Db, lootboxId: number): DrawOutcome | null {
  const draw = readDraw(db, lootboxId);
  if (!draw) return null;
  return drawItem(draw.seed, draw.nonce, jsonList<DrawWeight>(draw.weights));
}

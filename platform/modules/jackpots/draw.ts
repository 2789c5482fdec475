import { createPrng } from '../../seed-data/prng';

/** Rolls are in [0, 1 000 000): a level with `drop_chance_ppm` c drops when the roll is below c. */
export const ROLL_RANGE = 1_000_000;

/** The PRNG stream of one roll: the jackpot's recorded seed mixed with the round and the level. */
export const rollStreamSeed = (seed: number, roundId: number, levelId: number) =>
  (seed ^ Math.imul(roundId, 0x9e3779b1) ^ Math.imul(levelId, 0x85ebca6b)) >>> 0;

/**
 * The drop roll of one contributing bet for one level, a pure function of what is recorded (DESIGN §12: seeded,
 * recorded, replayable): mulberry32 (platform/seed-data/prng.ts) seeded with `rollStreamSeed(seed, round, level)`.
 * The award row keeps the seed, the round (nonce) and the roll, so an audit recomputes it.
 */
export function dropRoll(seed: number, roundId: number, levelId: number): number {
  return Math.floor(createPrng(rollStreamSeed(seed, roundId, levelId)).next() * ROLL_RANGE);
}

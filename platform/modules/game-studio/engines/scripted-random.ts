import type { RandomSource } from './random-stream';

/**
 * A RandomSource that answers the given values in order (each must be below the `n` asked for): rules
 * tests use it to set reel stops or pockets without searching for a seed that happens to give them.
 */
export function scriptedRandom(values: readonly number[]): RandomSource & { left(): number } {
  let next = 0;
  return {
    get position() {
      return next;
    },
    int(n: number) {
      const value = values[next];
      if (value === undefined) throw new Error(`scripted random ran out after ${next} draws`);
      if (!Number.isInteger(value) || value < 0 || value >= n) throw new RangeError(`scripted value ${value} is not below ${n}`);
      next++;
      return value;
    },
    left: () => values.length - next,
  };
}

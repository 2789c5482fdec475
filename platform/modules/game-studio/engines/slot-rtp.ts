import { byCount, lineResult } from './slot-evaluate';
import { SCATTER, type SlotFamily, type SlotSymbolId } from './slot-family';

type Reels = SlotFamily['baseReels'];

/** The exact maths of a family (all returns in total bets per paid round, i.e. fractions of the stake). */
export interface SlotMaths {
  /** Return to player: baseLines + baseScatters + feature. */
  rtp: number;
  baseLines: number;
  baseScatters: number;
  feature: number;
  /** Chance that the paid spin starts free spins. */
  triggerChance: number;
  /** Expected free spins of a started feature, retriggers included. */
  freeSpinsPerFeature: number;
  /** Expected win of one free spin in total bets, multiplier included. */
  freeSpinReturn: number;
  /** Expected spins one free spin adds (retrigger); below 1, so the feature ends. */
  retriggerMean: number;
}

/** How often each symbol is under any fixed row of a reel: a uniform stop makes every strip position equally likely. */
function symbolChances(strip: readonly SlotSymbolId[]): [SlotSymbolId, number][] {
  const counts = new Map<SlotSymbolId, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return [...counts].map(([symbol, n]) => [symbol, n / strip.length]);
}

/**
 * Expected pay of ONE line in line bets, by enumerating every combination of symbols on the line with
 * its probability and pricing it with the evaluator the game uses. A line takes one row per reel and
 * stops are independent, so every line has this same expectation (lines are correlated with each other,
 * but expectation is additive): the lines together return exactly this many total bets.
 */
export function lineReturn(family: SlotFamily, reels: Reels): number {
  const chances = reels.map(symbolChances);
  const symbols: SlotSymbolId[] = new Array(reels.length);
  const walk = (reel: number, probability: number): number => {
    if (reel === reels.length) return probability * (lineResult(family, symbols)?.pays ?? 0);
    let sum = 0;
    for (const [symbol, chance] of chances[reel]!) {
      symbols[reel] = symbol;
      sum += walk(reel + 1, probability * chance);
    }
    return sum;
  };
  return walk(0, 1);
}

/** Distribution of the number of scatters in the window (index = count), from every stop of every reel. */
export function scatterDistribution(family: SlotFamily, reels: Reels): number[] {
  let distribution = [1];
  for (const strip of reels) {
    const onReel: number[] = [];
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < family.rows; row++) if (strip[(stop + row) % strip.length] === SCATTER) n++;
      onReel[n] = (onReel[n] ?? 0) + 1 / strip.length;
    }
    const next: number[] = [];
    distribution.forEach((p, have) =>
      onReel.forEach((q = 0, add) => {
        next[have + add] = (next[have + add] ?? 0) + p * q;
      }),
    );
    distribution = next;
  }
  return Array.from(distribution, (p) => p ?? 0);
}

/**
 * The exact RTP. Free spins: a spin's expected win w and the expected spins it adds m (< 1) are the same
 * for every free spin, so N awarded spins grow to N + N·m + N·m² + … = N / (1 − m) expected spins
 * (geometric), and by Wald's identity the feature is worth N / (1 − m) · w.
 */
export function slotMaths(family: SlotFamily): SlotMaths {
  const base = scatterDistribution(family, family.baseReels);
  const free = scatterDistribution(family, family.freeReels);
  const expect = (distribution: number[], table: Readonly<Record<number, number>>) =>
    distribution.reduce((sum, p, count) => sum + p * byCount(table, count), 0);
  const retriggerMean = expect(free, family.freeSpins);
  if (retriggerMean >= 1) throw new Error(`${family.id}: free spins would never end (retrigger mean ${retriggerMean})`);
  const freeSpinReturn = family.freeSpinMultiplier * (lineReturn(family, family.freeReels) + expect(free, family.scatterPays));
  const triggerChance = base.reduce((sum, p, count) => sum + (byCount(family.freeSpins, count) > 0 ? p : 0), 0);
  const awardedPerPaidSpin = expect(base, family.freeSpins);
  const spinsPerPaidSpin = awardedPerPaidSpin / (1 - retriggerMean);
  const baseLines = lineReturn(family, family.baseReels);
  const baseScatters = expect(base, family.scatterPays);
  const feature = spinsPerPaidSpin * freeSpinReturn;
  return {
    rtp: baseLines + baseScatters + feature,
    baseLines,
    baseScatters,
    feature,
    triggerChance,
    freeSpinsPerFeature: triggerChance > 0 ? spinsPerPaidSpin / triggerChance : 0,
    freeSpinReturn,
    retriggerMean,
  };
}

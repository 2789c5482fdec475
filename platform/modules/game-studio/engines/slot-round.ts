import type { RandomSource } from './random-stream';
import { evaluateWindow, windowAt } from './slot-evaluate';
import type { SlotFamily, SlotSymbolId } from './slot-family';

export interface SlotLineWin {
  line: number;
  symbol: SlotSymbolId;
  count: number;
  win_cents: number;
}

/** One spin, paid or free, as the player sees it. */
export interface SlotSpin {
  /** Stop of each reel (index into its strip); with the family this reproduces the window. */
  stops: number[];
  /** `window[reel][row]`, row 0 on top. */
  window: SlotSymbolId[][];
  line_wins: SlotLineWin[];
  scatters: number;
  scatter_win_cents: number;
  /** Free spins this spin started (paid spin) or added (free spin). */
  free_spins_awarded: number;
  /** 1 on the paid spin, the family's free-spin multiplier on free spins (already in the wins). */
  multiplier: number;
  win_cents: number;
}

/** A whole round: the paid spin and every free spin it led to, settled as one bet and one win. */
export interface SlotRound {
  family: SlotFamily['id'];
  bet_cents: number;
  base: SlotSpin;
  free_spins: SlotSpin[];
  win_cents: number;
}

/** Why a stake cannot be played on a family, or null: bets are whole line bets (a positive multiple of the line count). */
export function slotBetRefusal(family: SlotFamily, betCents: number): string | null {
  if (!Number.isSafeInteger(betCents) || betCents <= 0) return 'must be a positive whole number of cents';
  if (betCents % family.paylines.length !== 0) return `must be a multiple of ${family.paylines.length}`;
  return null;
}

/**
 * The reel stops of a spin from ONE draw: a uniform ticket below L1·L2·…·L5 (every combination of stops
 * equally likely, so each reel's stop is uniform and independent of the others), read as a mixed-radix
 * number, reel 1 the lowest digit. One 32-bit word per spin instead of five keeps the stream short.
 */
export function drawStops(reels: SlotFamily['baseReels'], rng: RandomSource): number[] {
  let ticket = rng.int(stopCombinations(reels));
  return reels.map((strip) => {
    const stop = ticket % strip.length;
    ticket = (ticket - stop) / strip.length;
    return stop;
  });
}

/** How many stop combinations a set of reels has (at most 2^32, so one word can name any of them). */
export function stopCombinations(reels: SlotFamily['baseReels']): number {
  let combinations = combinationsOf.get(reels);
  if (combinations === undefined) {
    combinations = reels.reduce((product, strip) => product * strip.length, 1);
    if (combinations > 2 ** 32) throw new RangeError(`${combinations} stop combinations do not fit one 32-bit draw`);
    combinationsOf.set(reels, combinations);
  }
  return combinations;
}
// Reel sets are static family data: remembered, not recomputed on every spin.
const combinationsOf = new WeakMap<object, number>();

/** The ticket drawStops reads as `stops` (tests script spins with it). */
export function ticketOf(reels: SlotFamily['baseReels'], stops: readonly number[]): number {
  return reels.reduceRight((ticket, strip, reel) => ticket * strip.length + stops[reel]!, 0);
}

function spin(family: SlotFamily, reels: SlotFamily['baseReels'], lineBet: number, multiplier: number, rng: RandomSource): SlotSpin {
  const stops = drawStops(reels, rng);
  const window = windowAt(reels, stops, family.rows);
  const result = evaluateWindow(family, window);
  const line_wins = result.lines.map(({ line, symbol, count, pays }) => ({ line, symbol, count, win_cents: lineBet * pays * multiplier }));
  const scatter_win_cents = lineBet * family.paylines.length * result.scatterPays * multiplier;
  return {
    stops,
    window,
    line_wins,
    scatters: result.scatters,
    scatter_win_cents,
    free_spins_awarded: result.freeSpinsAwarded,
    multiplier,
    win_cents: lineBet * result.linePays * multiplier + scatter_win_cents,
  };
}

/**
 * Plays a round: the paid spin on the base reels; if it shows enough scatters, that many free spins on the
 * free reels at the same bet with the family's multiplier, each of which may add more (retrigger). Draws
 * one ticket per spin from `rng` (drawStops), in order, so a round is replayed exactly from its seed and nonce.
 * The stake must pass slotBetRefusal (whole line bets), which keeps every win a whole number of cents.
 */
export function playSlotRound(family: SlotFamily, betCents: number, rng: RandomSource): SlotRound {
  const refusal = slotBetRefusal(family, betCents);
  if (refusal) throw new RangeError(`bet ${betCents}: ${refusal}`);
  const lineBet = betCents / family.paylines.length;
  const base = spin(family, family.baseReels, lineBet, 1, rng);
  const free_spins: SlotSpin[] = [];
  let win = base.win_cents;
  // The feature ends for sure: each free spin adds on average fewer than one spin (slot-rtp.ts checks it).
  for (let left = base.free_spins_awarded; left > 0; left--) {
    const free = spin(family, family.freeReels, lineBet, family.freeSpinMultiplier, rng);
    free_spins.push(free);
    win += free.win_cents;
    left += free.free_spins_awarded;
  }
  return { family: family.id, bet_cents: betCents, base, free_spins, win_cents: win };
}

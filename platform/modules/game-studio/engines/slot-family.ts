/**
 * What a slot family is made of: reel strips, paylines and paytables. The families themselves are data
 * (slot-families.ts); one evaluator (slot-evaluate.ts), one round player (slot-round.ts) and one exact
 * RTP calculation (slot-rtp.ts) serve them all, so a family's stated RTP is computed from the very
 * tables the round is played with.
 */

/** One alphabet for every family (a family's art may draw them differently). */
export const SLOT_SYMBOL_IDS = ['cherry', 'lemon', 'plum', 'bell', 'bar', 'seven', 'diamond', 'wild', 'scatter'] as const;
export type SlotSymbolId = (typeof SLOT_SYMBOL_IDS)[number];

/** Substitutes for every line symbol (not the scatter) and pays on its own. */
export const WILD: SlotSymbolId = 'wild';
/** Pays anywhere in the window (in total bets) and starts the free spins. */
export const SCATTER: SlotSymbolId = 'scatter';

export const SLOT_FAMILY_IDS = ['fruit-fiesta', 'crystal-sevens', 'pharaohs-fortune'] as const;
export type SlotFamilyId = (typeof SLOT_FAMILY_IDS)[number];

export type SlotVolatility = 'low' | 'medium' | 'high';

/** Pays of a run of 3, 4 and 5 from the leftmost reel, in line bets. */
export type RunPays = readonly [three: number, four: number, five: number];

export interface SlotFamily {
  id: SlotFamilyId;
  title: string;
  volatility: SlotVolatility;
  /** The documented RTP in percent: the exact value (slot-rtp.ts) rounded to 2 decimals; a test holds them equal. */
  rtpPercent: number;
  /** Visible rows per reel. */
  rows: number;
  /** Row (0 = top) on each reel, one entry per line. Bets are whole line bets: multiples of the line count. */
  paylines: readonly (readonly number[])[];
  /** Reel strips of the paid game; the window shows `rows` consecutive symbols from a uniformly drawn stop. */
  baseReels: readonly (readonly SlotSymbolId[])[];
  /** Reel strips of the free spins (richer, so the feature is worth waiting for). */
  freeReels: readonly (readonly SlotSymbolId[])[];
  linePays: Readonly<Partial<Record<SlotSymbolId, RunPays>>>;
  /** Scatter pays in total bets by the number of scatters anywhere in the window (more than the largest key pays as it). */
  scatterPays: Readonly<Record<number, number>>;
  /** Free spins awarded by that many scatters, in the paid game and again (retrigger) during free spins. */
  freeSpins: Readonly<Record<number, number>>;
  /** Every win of a free spin is multiplied by this. */
  freeSpinMultiplier: number;
}

/**
 * A reel strip from symbol counts, each symbol spread evenly around the strip (symbol i of count c sits
 * near (k + ½)/c of the way round), so strips are easy to audit by their counts and look shuffled.
 * Deterministic: the same counts always give the same strip.
 */
export function reelStrip(counts: Readonly<Partial<Record<SlotSymbolId, number>>>): SlotSymbolId[] {
  const placed: { symbol: SlotSymbolId; at: number }[] = [];
  SLOT_SYMBOL_IDS.forEach((symbol, order) => {
    const count = counts[symbol] ?? 0;
    // A per-symbol phase keeps symbols with equal counts from always landing side by side.
    const phase = ((order * 0.37) % 1) / count;
    for (let k = 0; k < count; k++) placed.push({ symbol, at: (k + 0.5) / count + phase });
  });
  return placed.sort((a, b) => (a.at % 1) - (b.at % 1) || a.symbol.localeCompare(b.symbol)).map((p) => p.symbol);
}

/** The 20 classic lines of a 5x3 slot; families with fewer lines take the first ones. */
export const PAYLINES_20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 2, 2, 0],
];

import { SLOT_LINES, type SlotSymbol } from '../../../schemas/wire/game-session';

/**
 * The demo slot's maths. Every cell of the 5x3 window is drawn on its own from the weights below, so the
 * return is exact and easy to audit: a line pays for a run of 3+ equal symbols from the left, and
 * RTP = Σ P(run of exactly k of s) · pay(s, k) (each line is worth 1/10 of the bet). ≈ 95.85 %.
 */
export const SYMBOL_WEIGHTS: Record<SlotSymbol, number> = { cherry: 26, lemon: 24, plum: 20, bell: 14, bar: 9, seven: 5, diamond: 2 };

/** Pays in line bets for runs of 3, 4 and 5. */
export const PAYS: Record<SlotSymbol, readonly [number, number, number]> = {
  cherry: [8, 20, 80],
  lemon: [10, 30, 100],
  plum: [15, 50, 200],
  bell: [30, 100, 400],
  bar: [60, 250, 1000],
  seven: [120, 600, 3000],
  diamond: [300, 2000, 10000],
};

/** Row (0 top … 2 bottom) on each of the five reels. */
export const PAYLINES: readonly (readonly number[])[] = [
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
];
if (PAYLINES.length !== SLOT_LINES) throw new Error('paylines and SLOT_LINES disagree');

export const REELS = 5;
export const ROWS = 3;

export interface LineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  win_cents: number;
}

/** Line wins of a window (`reels[reel][row]`) for a bet that is a multiple of the line count. */
export function evaluate(reels: SlotSymbol[][], betCents: number): LineWin[] {
  const lineBet = betCents / SLOT_LINES;
  const wins: LineWin[] = [];
  PAYLINES.forEach((rows, line) => {
    const first = reels[0]![rows[0]!]!;
    let count = 1;
    while (count < REELS && reels[count]![rows[count]!] === first) count++;
    if (count >= 3) wins.push({ line, symbol: first, count, win_cents: lineBet * PAYS[first][count - 3]! });
  });
  return wins;
}

/** The exact return to player of the paytable (tests hold it near 96 %). */
export function theoreticalRtp(): number {
  const total = Object.values(SYMBOL_WEIGHTS).reduce((a, b) => a + b, 0);
  let rtp = 0;
  for (const [symbol, weight] of Object.entries(SYMBOL_WEIGHTS) as [SlotSymbol, number][]) {
    const p = weight / total;
    for (let k = 3; k <= REELS; k++) {
      const exactly = k < REELS ? p ** k * (1 - p) : p ** k;
      rtp += exactly * PAYS[symbol][k - 3]!;
    }
  }
  return rtp;
}

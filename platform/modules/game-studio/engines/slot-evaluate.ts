import { SCATTER, WILD, type SlotFamily, type SlotSymbolId } from './slot-family';

/** What one line pays, in line bets; `symbol` is the symbol paid (wild for a run of wilds alone). */
export interface LineResult {
  symbol: SlotSymbolId;
  count: number;
  pays: number;
}

/**
 * A line pays its best run from the leftmost reel: either the symbols after substitution by wilds
 * (W W cherry cherry plum is four cherries) or the leading wilds on their own, whichever pays more.
 * The scatter never makes a line and the wild never substitutes for it.
 */
export function lineResult(family: SlotFamily, symbols: readonly SlotSymbolId[]): LineResult | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === WILD) wilds++;
  const target = symbols[wilds];
  let count = wilds;
  if (target !== undefined && target !== SCATTER) {
    while (count < symbols.length && (symbols[count] === target || symbols[count] === WILD)) count++;
  }
  const wildPays = wilds >= 3 ? (family.linePays[WILD]?.[wilds - 3] ?? 0) : 0;
  const targetPays = target !== undefined && target !== SCATTER && count >= 3 ? (family.linePays[target]?.[count - 3] ?? 0) : 0;
  if (wildPays === 0 && targetPays === 0) return null;
  return targetPays >= wildPays ? { symbol: target!, count, pays: targetPays } : { symbol: WILD, count: wilds, pays: wildPays };
}

/** The visible window as `window[reel][row]`: `rows` consecutive symbols from each stop, wrapping round the strip. */
export function windowAt(reels: readonly (readonly SlotSymbolId[])[], stops: readonly number[], rows: number): SlotSymbolId[][] {
  return reels.map((strip, reel) => {
    const column: SlotSymbolId[] = [];
    for (let row = 0; row < rows; row++) column.push(strip[(stops[reel]! + row) % strip.length]!);
    return column;
  });
}

export function countScatters(window: readonly (readonly SlotSymbolId[])[]): number {
  let count = 0;
  for (const column of window) for (const symbol of column) if (symbol === SCATTER) count++;
  return count;
}

/** The entry of a by-count table (scatter pays, free spins) for `count`: counts above the largest key use it. */
export function byCount(table: Readonly<Record<number, number>>, count: number): number {
  let largest = largestKeys.get(table);
  if (largest === undefined) {
    largest = Math.max(...Object.keys(table).map(Number));
    largestKeys.set(table, largest);
  }
  return table[Math.min(count, largest)] ?? 0;
}
// Tables are static family data; remembering their largest key keeps the hot path free of allocations.
const largestKeys = new WeakMap<object, number>();

export interface WindowResult {
  lines: ({ line: number } & LineResult)[];
  /** Sum of the line pays, in line bets. */
  linePays: number;
  scatters: number;
  /** Scatter pay in total bets. */
  scatterPays: number;
  freeSpinsAwarded: number;
}

/** Everything a window pays before bet and multiplier are applied. */
export function evaluateWindow(family: SlotFamily, window: readonly (readonly SlotSymbolId[])[]): WindowResult {
  const lines: WindowResult['lines'] = [];
  let linePays = 0;
  const symbols: SlotSymbolId[] = new Array(window.length);
  family.paylines.forEach((rows, line) => {
    for (let reel = 0; reel < window.length; reel++) symbols[reel] = window[reel]![rows[reel]!]!;
    const result = lineResult(family, symbols);
    if (result) {
      lines.push({ line, symbol: result.symbol, count: result.count, pays: result.pays });
      linePays += result.pays;
    }
  });
  const scatters = countScatters(window);
  return { lines, linePays, scatters, scatterPays: byCount(family.scatterPays, scatters), freeSpinsAwarded: byCount(family.freeSpins, scatters) };
}

import type { RandomSource } from './random-stream';

/**
 * European roulette: one zero, 37 pockets. Every bet covering k numbers pays 36/k times its stake back
 * (straight 35:1, split 17:1, street 11:1, corner 8:1, line 5:1, dozen and column 2:1, even chances 1:1)
 * and loses on any other number, zero included (no la partage), so each bet returns exactly 36/37 = 97.30 %.
 */
export const ROULETTE_POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;

export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteColor = 'green' | 'red' | 'black';
export const colorOf = (n: number): RouletteColor => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black');

/** Bets on numbers of the layout, named by the numbers they cover. */
export const INSIDE_KINDS = ['straight', 'split', 'street', 'corner', 'line'] as const;
/** Bets on one of three groups of twelve, named by `index` 1–3. */
export const GROUP_KINDS = ['dozen', 'column'] as const;
/** Even chances (eighteen numbers each). */
export const EVEN_KINDS = ['red', 'black', 'odd', 'even', 'low', 'high'] as const;

export type InsideKind = (typeof INSIDE_KINDS)[number];
export type GroupKind = (typeof GROUP_KINDS)[number];
export type EvenKind = (typeof EVEN_KINDS)[number];
export type RouletteBetKind = InsideKind | GroupKind | EvenKind;

export type RouletteBet =
  | { kind: InsideKind; numbers: number[]; amount_cents: number }
  | { kind: GroupKind; index: 1 | 2 | 3; amount_cents: number }
  | { kind: EvenKind; amount_cents: number };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

/**
 * Every legal inside selection, by kind, as sorted keys ('1-2'). The layout has 12 rows of three
 * (row r holds 3r+1, 3r+2, 3r+3) and zero above the first row. Zero joins the first row in the splits
 * 0-1, 0-2, 0-3, the trios 0-1-2 and 0-2-3 (streets) and the first four 0-1-2-3 (a corner).
 */
function insideSelections(): Record<InsideKind, Set<string>> {
  const straight = range(0, 36).map((n) => [n]);
  const split: number[][] = [[0, 1], [0, 2], [0, 3]];
  const street: number[][] = [[0, 1, 2], [0, 2, 3]];
  const corner: number[][] = [[0, 1, 2, 3]];
  const line: number[][] = [];
  for (let n = 1; n <= 36; n++) {
    const column = (n - 1) % 3;
    if (column < 2) split.push([n, n + 1]);
    if (n <= 33) split.push([n, n + 3]);
    if (column === 0) street.push([n, n + 1, n + 2]);
    if (column < 2 && n <= 32) corner.push([n, n + 1, n + 3, n + 4]);
    if (column === 0 && n <= 31) line.push(range(n, n + 5));
  }
  const asSet = (selections: number[][]) => new Set(selections.map(key));
  return { straight: asSet(straight), split: asSet(split), street: asSet(street), corner: asSet(corner), line: asSet(line) };
}
export const INSIDE_SELECTIONS: Readonly<Record<InsideKind, ReadonlySet<string>>> = insideSelections();

/** The numbers a (valid) bet wins on. */
export function coveredNumbers(bet: RouletteBet): number[] {
  switch (bet.kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return [...bet.numbers].sort((a, b) => a - b);
    case 'dozen':
      return range(12 * (bet.index - 1) + 1, 12 * bet.index);
    case 'column':
      return range(1, 36).filter((n) => (n - 1) % 3 === bet.index - 1);
    case 'red':
      return range(1, 36).filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return range(1, 36).filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return range(1, 36).filter((n) => n % 2 === 1);
    case 'even':
      return range(1, 36).filter((n) => n % 2 === 0);
    case 'low':
      return range(1, 18);
    case 'high':
      return range(19, 36);
  }
}

/** Whether `bet` wins on `number` (the same sets as coveredNumbers, without building them: rounds settle in bulk). */
function wins(bet: RouletteBet, number: number): boolean {
  if (bet.kind === 'straight' || bet.kind === 'split' || bet.kind === 'street' || bet.kind === 'corner' || bet.kind === 'line') return bet.numbers.includes(number);
  if (number === 0) return false;
  switch (bet.kind) {
    case 'dozen':
      return Math.ceil(number / 12) === bet.index;
    case 'column':
      return ((number - 1) % 3) + 1 === bet.index;
    case 'red':
      return RED_NUMBERS.has(number);
    case 'black':
      return !RED_NUMBERS.has(number);
    case 'odd':
      return number % 2 === 1;
    case 'even':
      return number % 2 === 0;
    case 'low':
      return number <= 18;
    case 'high':
      return number >= 19;
  }
}

const coverage = (bet: RouletteBet): number => ('numbers' in bet ? bet.numbers.length : 'index' in bet ? 12 : 18);

/** What `bet` pays back on `number`, stake included: stake · 36 / (numbers covered), a whole number for every kind. */
export function rouletteBetWin(bet: RouletteBet, number: number): number {
  return wins(bet, number) ? (bet.amount_cents * 36) / coverage(bet) : 0;
}

export interface RouletteOutcome {
  number: number;
  color: RouletteColor;
  /** Each bet with what it paid back (0 when it lost). */
  bets: { bet: RouletteBet; win_cents: number }[];
  total_bet_cents: number;
  win_cents: number;
}

/** Settles validated bets (roulette-bets.ts) against a drawn number. */
export function settleRoulette(bets: readonly RouletteBet[], number: number): RouletteOutcome {
  if (!Number.isInteger(number) || number < 0 || number >= ROULETTE_POCKETS) throw new RangeError(`no pocket ${number}`);
  let total_bet_cents = 0;
  let win_cents = 0;
  const settled = bets.map((bet) => {
    const win = rouletteBetWin(bet, number);
    total_bet_cents += bet.amount_cents;
    win_cents += win;
    return { bet, win_cents: win };
  });
  return { number, color: colorOf(number), bets: settled, total_bet_cents, win_cents };
}

/** The pocket the ball lands in: one uniform draw of 37. */
export const drawRouletteNumber = (rng: RandomSource): number => rng.int(ROULETTE_POCKETS);

/** A whole single-player round: draw, then settle. */
export const playRoulette = (bets: readonly RouletteBet[], rng: RandomSource): RouletteOutcome => settleRoulette(bets, drawRouletteNumber(rng));

import type { RandomSource } from './random-stream';

/**
 * Cards are two-character codes, rank then suit: 'AS', 'TD' (ten of diamonds), 'KH', '7C'. A round deals
 * from a fresh six-deck shoe (312 cards, shuffled for every round as an online table does): each card is
 * drawn uniformly from the cards not yet dealt in this round, which is the same as dealing from the top
 * of a uniformly shuffled shoe, but needs one random number per card instead of a whole shuffle.
 */
export const RANKS = 'A23456789TJQK';
export const SUITS = 'SHDC';
export const DECKS = 6;
export const SHOE_SIZE = 52 * DECKS;

/** The 52 codes in shoe order: suit by suit, ace to king. */
export const CARD_CODES: readonly string[] = [...SUITS].flatMap((suit) => [...RANKS].map((rank) => `${rank}${suit}`));
const RANK_INDEX: number[] = [];
const SUIT_INDEX: number[] = [];
[...RANKS].forEach((rank, i) => (RANK_INDEX[rank.charCodeAt(0)] = i));
[...SUITS].forEach((suit, i) => (SUIT_INDEX[suit.charCodeAt(0)] = i));

/** Index of a code in CARD_CODES, or undefined for anything that is not a card. */
function codeIndex(card: string): number | undefined {
  const rank = RANK_INDEX[card.charCodeAt(0)];
  const suit = SUIT_INDEX[card.charCodeAt(1)];
  return card.length === 2 && rank !== undefined && suit !== undefined ? suit * 13 + rank : undefined;
}

/** Value by the rank's character code (totals are computed for every decision of every simulated round). */
const VALUE_BY_RANK_CODE: number[] = [];
for (const rank of RANKS) VALUE_BY_RANK_CODE[rank.charCodeAt(0)] = rank === 'A' ? 1 : 'TJQK'.includes(rank) ? 10 : Number(rank);

/** Blackjack value of a card: aces 1 (hand totals make one of them 11 when it fits), faces 10. */
export function cardValue(card: string): number {
  const value = VALUE_BY_RANK_CODE[card.charCodeAt(0)];
  if (value === undefined) throw new Error(`not a card: ${card}`);
  return value;
}

export interface HandTotal {
  total: number;
  /** An ace counts 11 in `total`. */
  soft: boolean;
}

export function handTotal(cards: readonly string[]): HandTotal {
  let total = 0;
  let aces = false;
  for (const card of cards) {
    const value = cardValue(card);
    total += value;
    if (value === 1) aces = true;
  }
  return aces && total + 10 <= 21 ? { total: total + 10, soft: true } : { total, soft: false };
}

/** Two cards making 21 (after a split this is just 21, not a blackjack: the caller decides). */
export const isTwentyOne = (cards: readonly string[]) => cards.length === 2 && handTotal(cards).total === 21;

/** How many of each of the 52 codes (CARD_CODES order) are still in a shoe missing `dealt`. */
export function remainingCounts(dealt: readonly string[]): number[] {
  const remaining = new Array<number>(52).fill(DECKS);
  for (const card of dealt) {
    const index = codeIndex(card);
    if (index === undefined || remaining[index]! === 0) throw new Error(`card ${card} cannot have been dealt from a ${DECKS}-deck shoe`);
    remaining[index]!--;
  }
  return remaining;
}

/**
 * The next card: one uniform draw among the cards left (`remaining`, from remainingCounts, which this
 * updates), walking the codes in CARD_CODES order.
 */
export function drawCard(remaining: number[], rng: RandomSource): string {
  let left = 0;
  for (const count of remaining) left += count;
  if (left === 0) throw new Error('the shoe is empty');
  let ticket = rng.int(left);
  for (let i = 0; i < 52; i++) {
    ticket -= remaining[i]!;
    if (ticket < 0) {
      remaining[i]!--;
      return CARD_CODES[i]!;
    }
  }
  throw new Error('unreachable: the ticket is below the cards left');
}

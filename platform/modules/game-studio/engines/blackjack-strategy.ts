import type { BlackjackAction } from './blackjack';
import { cardValue, handTotal } from './blackjack-cards';

/**
 * Basic strategy for these rules (six decks, dealer stands on soft 17, double on any two cards and after
 * a split, one split, no surrender): the fixed strategy the RTP simulation plays, and a hint a page may
 * show. Letters: H hit, S stand, D double (else hit), Ds double (else stand), P split.
 */
type Move = 'H' | 'S' | 'D' | 'Ds' | 'P';

/** Dealer up card 2…10, then ace (11). */
const UP = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const row = (moves: string): Move[] => moves.split(' ') as Move[];

/** Hard totals 4–21 (by total). */
const HARD: Record<number, Move[]> = {
  8: row('H H H H H H H H H H'),
  9: row('H D D D D H H H H H'),
  10: row('D D D D D D D D H H'),
  11: row('D D D D D D D D D H'),
  12: row('H H S S S H H H H H'),
  13: row('S S S S S H H H H H'),
  14: row('S S S S S H H H H H'),
  15: row('S S S S S H H H H H'),
  16: row('S S S S S H H H H H'),
};

/** Soft totals 13–20 (ace counted 11). */
const SOFT: Record<number, Move[]> = {
  13: row('H H H D D H H H H H'),
  14: row('H H H D D H H H H H'),
  15: row('H H D D D H H H H H'),
  16: row('H H D D D H H H H H'),
  17: row('H D D D D H H H H H'),
  18: row('S Ds Ds Ds Ds S S H H H'),
  19: row('S S S S S S S S S S'),
  20: row('S S S S S S S S S S'),
};

/** Pairs by card value (1 = aces); fives are played as hard 10 and tens stand. */
const PAIRS: Record<number, Move[]> = {
  1: row('P P P P P P P P P P'),
  2: row('P P P P P P H H H H'),
  3: row('P P P P P P H H H H'),
  4: row('H H H P P H H H H H'),
  6: row('P P P P P H H H H H'),
  7: row('P P P P P P H H H H'),
  8: row('P P P P P P P P P P'),
  9: row('P P P P P S P P S S'),
};

function move(cards: readonly string[], up: number, canSplit: boolean): Move {
  const column = UP.indexOf(up as (typeof UP)[number]);
  if (canSplit && cards.length === 2 && cards[0]![0] === cards[1]![0]) {
    const pair = PAIRS[cardValue(cards[0]!)];
    if (pair) return pair[column]!;
  }
  const { total, soft } = handTotal(cards);
  if (soft && total <= 20) return SOFT[Math.max(total, 13)]![column]!;
  if (total >= 17) return 'S';
  if (total <= 8) return 'H';
  return HARD[total]![column]!;
}

/** The basic-strategy action for a hand against the dealer's up card, among the allowed actions. */
export function basicStrategy(cards: readonly string[], dealerUp: string, allowed: readonly BlackjackAction[]): BlackjackAction {
  const upValue = cardValue(dealerUp) === 1 ? 11 : cardValue(dealerUp);
  const choice = move(cards, upValue, allowed.includes('split'));
  if (choice === 'P') return 'split';
  if (choice === 'D') return allowed.includes('double') ? 'double' : 'hit';
  if (choice === 'Ds') return allowed.includes('double') ? 'double' : 'stand';
  return choice === 'H' ? 'hit' : 'stand';
}

import type { BlackjackAction } from './blackjack';
import { handTotal } from './blackjack-cards';
import { basicStrategy } from './blackjack-strategy';

/**
 * The exact return of basic strategy under these rules for an infinite shoe (every card drawn with its
 * fixed chance: 1/13 per rank, 4/13 for a ten-value card). It is an independent check of the state
 * machine: the six-deck simulation must land next to it (a six-deck shoe is worth a few hundredths of a
 * percent more to the player). Returns are per opening stake, doubles and splits included.
 */
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T'] as const;
const CHANCE: Record<string, number> = Object.fromEntries(RANKS.map((rank) => [rank, rank === 'T' ? 4 / 13 : 1 / 13]));
/** Cards stand for their rank: the strategy and the totals only look at ranks. */
const card = (rank: string) => `${rank}S`;

/** Chances of the dealer's final total (17–21, 22 = bust) after the up card, given no blackjack. */
function dealerFinals(up: string): Map<number, number> {
  const finals = new Map<number, number>();
  const draw = (cards: string[], chance: number) => {
    const { total } = handTotal(cards);
    if (total >= 17) {
      const key = Math.min(total, 22);
      finals.set(key, (finals.get(key) ?? 0) + chance);
      return;
    }
    for (const rank of RANKS) draw([...cards, card(rank)], chance * CHANCE[rank]!);
  };
  // The hole card: anything that does not make a blackjack (the round would have ended), renormalised.
  const natural = up === 'A' ? 'T' : up === 'T' ? 'A' : null;
  const rest = 1 - (natural ? CHANCE[natural]! : 0);
  for (const rank of RANKS) if (rank !== natural) draw([card(up), card(rank)], CHANCE[rank]! / rest);
  return finals;
}

function standValue(total: number, finals: Map<number, number>): number {
  if (total > 21) return -1;
  let value = 0;
  for (const [dealer, chance] of finals) value += chance * (dealer > 21 || total > dealer ? 1 : total === dealer ? 0 : -1);
  return value;
}

/** Expected result of playing `cards` on by basic strategy, in units of the hand's stake. */
function playValue(cards: string[], up: string, finals: Map<number, number>, split: { done: boolean; aces: boolean } | null): number {
  const { total } = handTotal(cards);
  if (total >= 21 || split?.aces) return standValue(total, finals);
  const allowed: BlackjackAction[] = ['hit', 'stand'];
  if (cards.length === 2) allowed.push('double');
  if (!split && cards.length === 2 && cards[0]![0] === cards[1]![0]) allowed.push('split');
  const action = basicStrategy(cards, card(up), allowed);
  const next = (after: (rank: string) => number) => RANKS.reduce((sum, rank) => sum + CHANCE[rank]! * after(rank), 0);
  switch (action) {
    case 'stand':
      return standValue(total, finals);
    case 'hit':
      return next((rank) => playValue([...cards, card(rank)], up, finals, split));
    case 'double':
      return 2 * next((rank) => standValue(handTotal([...cards, card(rank)]).total, finals));
    case 'split': {
      const aces = cards[0]![0] === 'A';
      // Two independent hands (an infinite shoe has no memory), each starting from one of the pair.
      return 2 * next((rank) => playValue([cards[0]!, card(rank)], up, finals, { done: true, aces }));
    }
  }
}

/** Return to player of basic strategy with an infinite shoe (e.g. 0.995 = 99.5 %). */
export function infiniteDeckReturn(): number {
  let expected = 0;
  for (const up of RANKS) {
    const finals = dealerFinals(up);
    const dealerNatural = up === 'A' ? CHANCE.T! : up === 'T' ? CHANCE.A! : 0;
    for (const first of RANKS) {
      for (const second of RANKS) {
        const chance = CHANCE[up]! * CHANCE[first]! * CHANCE[second]!;
        const cards = [card(first), card(second)];
        const playerNatural = handTotal(cards).total === 21;
        const value = playerNatural ? (1 - dealerNatural) * 1.5 : -dealerNatural + (1 - dealerNatural) * playValue(cards, up, finals, null);
        expected += chance * value;
      }
    }
  }
  return 1 + expected;
}

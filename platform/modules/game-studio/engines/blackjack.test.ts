import { describe, expect, it } from 'vitest';
import { actBlackjack, blackjackView, extraStake, startBlackjack, startBlackjackFromCards, type BlackjackAction, type BlackjackState } from './blackjack';
import { CARD_CODES, drawCard, handTotal, remainingCounts, SHOE_SIZE } from './blackjack-cards';
import { basicStrategy } from './blackjack-strategy';
import { scriptedRandom } from './scripted-random';

/** Plays `actions` in order, failing loudly on a refused one. */
function play(state: BlackjackState, actions: readonly BlackjackAction[]): BlackjackState {
  return actions.reduce((s, action) => {
    const result = actBlackjack(s, action);
    if (!result.ok) throw new Error(`${action}: ${result.error} (allowed ${s.allowed.join(', ')})`);
    return result.state;
  }, state);
}

interface Rule {
  rule: string;
  /** Player, dealer up, player, dealer hole, then every further card in the order dealt. */
  cards: string[];
  actions: BlackjackAction[];
  outcomes: string[];
  bet: number;
  win: number;
  dealer: number;
}

/** The rules table: each row a stacked shoe, the player's actions and the settled round (stake 100). */
const RULES: Rule[] = [
  { rule: 'blackjack pays 3:2', cards: ['AS', '9H', 'KD', '7C'], actions: [], outcomes: ['blackjack'], bet: 100, win: 250, dealer: 16 },
  { rule: 'blackjack against a dealer blackjack pushes', cards: ['AS', 'AH', 'KD', 'KC'], actions: [], outcomes: ['push'], bet: 100, win: 100, dealer: 21 },
  { rule: 'the dealer checks for blackjack and takes the stake before anyone acts', cards: ['KS', 'AH', 'QD', 'KC'], actions: [], outcomes: ['lose'], bet: 100, win: 0, dealer: 21 },
  { rule: 'the dealer stands on soft 17', cards: ['TS', 'AH', '8D', '6C'], actions: ['stand'], outcomes: ['win'], bet: 100, win: 200, dealer: 17 },
  { rule: 'the dealer draws to soft 17 and stands there', cards: ['TS', 'AH', '7D', '5C', 'AD'], actions: ['stand'], outcomes: ['push'], bet: 100, win: 100, dealer: 17 },
  { rule: 'the dealer draws on 16', cards: ['TS', 'TH', 'QD', '6C', '5D'], actions: ['stand'], outcomes: ['lose'], bet: 100, win: 0, dealer: 21 },
  { rule: 'a dealer bust pays every standing hand', cards: ['TS', 'TH', '2D', '6C', 'TD'], actions: ['stand'], outcomes: ['win'], bet: 100, win: 200, dealer: 26 },
  { rule: 'equal totals push', cards: ['TS', 'TH', '9D', '9C'], actions: ['stand'], outcomes: ['push'], bet: 100, win: 100, dealer: 19 },
  { rule: 'a bust hand loses and the dealer does not draw', cards: ['TS', '6H', '6D', 'TC', 'KD'], actions: ['hit'], outcomes: ['lose'], bet: 100, win: 0, dealer: 16 },
  { rule: 'a hand hit to 21 stands by itself', cards: ['5S', '9H', '6D', '8C', 'TD'], actions: ['hit'], outcomes: ['win'], bet: 100, win: 200, dealer: 17 },
  { rule: 'double doubles the stake for exactly one card', cards: ['6S', '6H', '5D', 'TC', 'TD', '7S'], actions: ['double'], outcomes: ['win'], bet: 200, win: 400, dealer: 23 },
  { rule: 'a doubled hand can lose twice the stake', cards: ['6S', 'TH', '4D', '9C', '2D'], actions: ['double'], outcomes: ['lose'], bet: 200, win: 0, dealer: 19 },
  {
    rule: 'split a pair into two hands, double after split',
    cards: ['8S', '6H', '8D', 'TC', '3S', 'TD', 'TH', '9S'],
    actions: ['split', 'double', 'stand'],
    outcomes: ['win', 'win'],
    bet: 300,
    win: 600,
    dealer: 25,
  },
  { rule: 'split aces take one card each, and ace-ten after a split is 21, not blackjack', cards: ['AS', '7H', 'AD', 'TC', 'KS', '5D'], actions: ['split'], outcomes: ['win', 'lose'], bet: 200, win: 200, dealer: 17 },
];

describe('blackjack rules', () => {
  it.each(RULES.map((r) => [r.rule, r] as const))('%s', (_, rule) => {
    const end = play(startBlackjackFromCards(rule.cards, 100), rule.actions);
    expect(end.phase).toBe('settled');
    expect(end.hands.map((h) => h.outcome)).toEqual(rule.outcomes);
    expect(end.total_bet_cents).toBe(rule.bet);
    expect(end.win_cents).toBe(rule.win);
    expect(handTotal(end.dealer).total).toBe(rule.dealer);
    expect(end.allowed).toEqual([]);
    // Every card of the stacked shoe was dealt: nobody drew a card the rules do not give.
    expect(end.shoe.kind === 'stacked' && end.shoe.next).toBe(rule.cards.length);
  });

  it('rounds the half cent of a 3:2 payout down', () => {
    expect(startBlackjackFromCards(['AS', '9H', 'KD', '7C'], 101).win_cents).toBe(101 + 151);
  });

  it('offers double on the first two cards only, and split on a pair of equal rank only once', () => {
    const start = startBlackjackFromCards(['8S', '6H', '8D', 'TC', '8C', '2D', '2H'], 100);
    expect(start.allowed).toEqual(['hit', 'stand', 'double', 'split']);
    expect(startBlackjackFromCards(['KS', '6H', 'QD', 'TC'], 100).allowed).toEqual(['hit', 'stand', 'double']);
    const split = play(start, ['split']);
    expect(split.hands.map((h) => h.cards)).toEqual([
      ['8S', '8C'],
      ['8D', '2D'],
    ]);
    expect(split.allowed).toEqual(['hit', 'stand', 'double']);
    const hit = play(split, ['hit']);
    expect(hit.active).toBe(0);
    expect(hit.allowed).toEqual(['hit', 'stand']);
    expect(actBlackjack(hit, 'double')).toEqual({ ok: false, error: 'not_allowed' });
  });

  it('tells the extra stake of double and split before they are played, and leaves the previous state alone', () => {
    const start = startBlackjackFromCards(['8S', '6H', '8D', 'TC', '3S', 'TD'], 100);
    expect(extraStake(start, 'split')).toBe(100);
    expect(extraStake(start, 'hit')).toBe(0);
    const before = JSON.stringify(start);
    const result = actBlackjack(start, 'split');
    expect(result.ok && result.extra_bet_cents).toBe(100);
    expect(JSON.stringify(start)).toBe(before);
  });

  it('refuses any action once settled', () => {
    const end = startBlackjackFromCards(['AS', '9H', 'KD', '7C'], 100);
    expect(actBlackjack(end, 'hit')).toEqual({ ok: false, error: 'settled' });
  });
});

describe('blackjack state', () => {
  it('survives JSON between every action and plays on exactly as if it had stayed in memory', () => {
    for (let round = 0; round < 200; round++) {
      let kept = startBlackjack({ seed: 'seed', nonce: `json:${round}`, betCents: 100 });
      let stored: BlackjackState = JSON.parse(JSON.stringify(kept));
      while (kept.phase === 'player') {
        const action = basicStrategy(kept.hands[kept.active]!.cards, kept.dealer[0]!, kept.allowed);
        const a = actBlackjack(kept, action);
        const b = actBlackjack(stored, action);
        if (!a.ok || !b.ok) throw new Error('refused');
        kept = a.state;
        stored = JSON.parse(JSON.stringify(b.state));
      }
      expect(stored).toEqual(kept);
    }
  });

  it('deals the same round from the same seed and nonce', () => {
    const deal = () => startBlackjack({ seed: 'seed', nonce: 'table-1:77', betCents: 500 });
    expect(deal()).toEqual(deal());
    expect(startBlackjack({ seed: 'seed', nonce: 'table-1:78', betCents: 500 }).hands).not.toEqual(deal().hands);
  });

  it('shows the player neither the shoe nor the hole card until the round settles', () => {
    let state = startBlackjackFromCards(['TS', '9H', '7D', '8C', '2S'], 100);
    const view = blackjackView(state);
    expect(view.dealer).toEqual(['9H', '??']);
    expect(view.dealer_total).toBeNull();
    expect(JSON.stringify(view)).not.toContain('8C');
    expect(view).not.toHaveProperty('shoe');
    expect(view.hands[0]).toMatchObject({ total: 17, soft: false });
    state = play(state, ['stand']);
    expect(blackjackView(state).dealer).toEqual(['9H', '8C']);
    expect(blackjackView(state).dealer_total).toBe(17);
  });

  it('draws from a six-deck shoe without replacement', () => {
    const all = CARD_CODES.flatMap((code) => Array<string>(6).fill(code));
    expect(all).toHaveLength(SHOE_SIZE);
    // With one card left the draw can only be that card, whatever the random number.
    const remaining = remainingCounts(all.filter((_, i) => i !== 100));
    expect(drawCard(remaining, scriptedRandom([0]))).toBe(all[100]);
    expect(() => remainingCounts([...all, 'AS'])).toThrow();
    expect(() => remainingCounts(['XX'])).toThrow();
  });
});

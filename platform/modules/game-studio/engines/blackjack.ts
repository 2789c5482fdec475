import { drawCard, handTotal, isTwentyOne, remainingCounts } from './blackjack-cards';
import { randomStream, type ResumableRandomSource, type StreamMark } from './random-stream';

/**
 * Blackjack as a state machine whose state is plain JSON, so a round can wait in the database between
 * two requests: startBlackjack → state (with `allowed` actions) → actBlackjack(state, action) → … →
 * phase 'settled' with `win_cents`.
 *
 * Rules: six decks, a fresh shoe each round; the dealer takes a hole card and checks it under an ace or
 * a ten (no insurance): a dealer blackjack ends the round at once and takes the original stake only
 * (a player blackjack against it pushes). Blackjack pays 3:2 (a half cent rounds down). Double on any
 * first two cards, also after a split; split a pair of equal rank once (two hands); split aces take
 * one card each and stand; 21 after a split is not a blackjack. A hand reaching 21 stands by itself.
 * The dealer draws to 17 and stands on every 17, soft ones included (S17).
 */
export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';

/**
 * The documented return of basic strategy (blackjack-strategy.ts) per opening stake: 99.5 %. The exact
 * infinite-shoe value is 99.43 % (blackjack-infinite-deck.ts); a six-deck shoe is worth a little more to
 * the player (published tables: ≈ 99.55 % for these rules); the seeded six-deck simulation of the tests
 * lands between them. Players who stray from basic strategy get less.
 */
export const BLACKJACK_RTP = 0.995;

/**
 * Where the round's cards come from. `seeded`: the HMAC stream of (seed, nonce) resumed at its mark;
 * the server keeps it and blackjackView never shows it. `stacked`: a fixed order of cards, for rules
 * tests and for replaying a dealt round.
 */
export type BlackjackShoe = { kind: 'seeded'; seed: string; nonce: string; mark: StreamMark } | { kind: 'stacked'; cards: string[]; next: number };

export type HandOutcome = 'blackjack' | 'win' | 'push' | 'lose';

export interface BlackjackHand {
  cards: string[];
  bet_cents: number;
  doubled: boolean;
  /** One of the two hands of a split. */
  split: boolean;
  done: boolean;
  /** Set when the round settles. */
  outcome: HandOutcome | null;
  win_cents: number;
}

export interface BlackjackState {
  version: 1;
  shoe: BlackjackShoe;
  phase: 'player' | 'settled';
  /** Up card first, then the hole card, then the dealer's draws. */
  dealer: string[];
  hands: BlackjackHand[];
  /** The hand the next action is for; -1 once settled. */
  active: number;
  allowed: BlackjackAction[];
  /** The opening stake. */
  bet_cents: number;
  /** Everything staked: the opening stake plus doubles and the split's second stake. */
  total_bet_cents: number;
  /** Everything paid back (stakes included) once settled; 0 before. */
  win_cents: number;
}

export type BlackjackActResult = { ok: true; state: BlackjackState; extra_bet_cents: number } | { ok: false; error: 'settled' | 'not_allowed' };

/**
 * Deals the cards of one start or act call: one stream for the whole call, resumed where the previous
 * call stopped, and the shoe's remaining cards counted once. `save` stores where the stream stands.
 */
class Dealer {
  private rng: ResumableRandomSource | null = null;
  private remaining: number[] | null = null;

  constructor(private readonly state: BlackjackState) {}

  card(): string {
    const shoe = this.state.shoe;
    if (shoe.kind === 'stacked') {
      const card = shoe.cards[shoe.next];
      if (card === undefined) throw new Error('the stacked shoe ran out');
      shoe.next++;
      return card;
    }
    this.rng ??= randomStream(shoe.seed, shoe.nonce, shoe.mark);
    this.remaining ??= remainingCounts(dealtCards(this.state));
    return drawCard(this.remaining, this.rng);
  }

  save(): void {
    if (this.rng && this.state.shoe.kind === 'seeded') this.state.shoe.mark = this.rng.mark();
  }
}

function dealtCards(state: BlackjackState): string[] {
  const cards = [...state.dealer];
  for (const hand of state.hands) cards.push(...hand.cards);
  return cards;
}

const newHand = (cards: string[], bet_cents: number, split: boolean): BlackjackHand => ({ cards, bet_cents, doubled: false, split, done: false, outcome: null, win_cents: 0 });

// Copied field by field: object spread is several times slower in V8, and every simulated action copies.
const copyHand = (hand: BlackjackHand): BlackjackHand => ({
  cards: [...hand.cards],
  bet_cents: hand.bet_cents,
  doubled: hand.doubled,
  split: hand.split,
  done: hand.done,
  outcome: hand.outcome,
  win_cents: hand.win_cents,
});

const copyShoe = (shoe: BlackjackShoe): BlackjackShoe =>
  shoe.kind === 'stacked'
    ? { kind: 'stacked', cards: [...shoe.cards], next: shoe.next }
    : { kind: 'seeded', seed: shoe.seed, nonce: shoe.nonce, mark: { position: shoe.mark.position, block: shoe.mark.block && [...shoe.mark.block] } };

const clone = (state: BlackjackState): BlackjackState => ({
  version: state.version,
  shoe: copyShoe(state.shoe),
  phase: state.phase,
  dealer: [...state.dealer],
  hands: state.hands.map(copyHand),
  active: state.active,
  allowed: [...state.allowed],
  bet_cents: state.bet_cents,
  total_bet_cents: state.total_bet_cents,
  win_cents: state.win_cents,
});

const isPair = (cards: readonly string[]) => cards.length === 2 && cards[0]![0] === cards[1]![0];

function allowedFor(state: BlackjackState): BlackjackAction[] {
  const hand = state.hands[state.active];
  if (state.phase !== 'player' || !hand || hand.done) return [];
  const actions: BlackjackAction[] = ['hit', 'stand'];
  if (hand.cards.length === 2) actions.push('double');
  if (state.hands.length === 1 && isPair(hand.cards)) actions.push('split');
  return actions;
}

function settleHand(hand: BlackjackHand, dealer: readonly string[]): void {
  const player = handTotal(hand.cards).total;
  const house = handTotal(dealer).total;
  const outcome: HandOutcome = player > 21 ? 'lose' : house > 21 || player > house ? 'win' : player === house ? 'push' : 'lose';
  hand.outcome = outcome;
  hand.win_cents = outcome === 'win' ? 2 * hand.bet_cents : outcome === 'push' ? hand.bet_cents : 0;
}

function finish(state: BlackjackState): BlackjackState {
  state.phase = 'settled';
  state.active = -1;
  state.allowed = [];
  state.win_cents = state.hands.reduce((sum, hand) => sum + hand.win_cents, 0);
  return state;
}

/** All hands are played: the dealer draws (unless every hand is bust) and everything settles. */
function dealerPlays(state: BlackjackState, dealer: Dealer): BlackjackState {
  if (state.hands.some((hand) => handTotal(hand.cards).total <= 21)) {
    while (handTotal(state.dealer).total < 17) state.dealer.push(dealer.card());
  }
  for (const hand of state.hands) settleHand(hand, state.dealer);
  return finish(state);
}

/** Moves to the next hand that still needs a decision, or lets the dealer play. */
function advance(state: BlackjackState, dealer: Dealer): BlackjackState {
  for (const hand of state.hands) if (!hand.done && handTotal(hand.cards).total >= 21) hand.done = true;
  const next = state.hands.findIndex((hand) => !hand.done);
  if (next === -1) return dealerPlays(state, dealer);
  state.active = next;
  state.allowed = allowedFor(state);
  return state;
}

function deal(shoe: BlackjackShoe, betCents: number): BlackjackState {
  if (!Number.isSafeInteger(betCents) || betCents <= 0) throw new RangeError('bet must be a positive whole number of cents');
  const state: BlackjackState = {
    version: 1,
    shoe,
    phase: 'player',
    dealer: [],
    hands: [newHand([], betCents, false)],
    active: 0,
    allowed: [],
    bet_cents: betCents,
    total_bet_cents: betCents,
    win_cents: 0,
  };
  const dealer = new Dealer(state);
  const hand = state.hands[0]!;
  hand.cards.push(dealer.card());
  state.dealer.push(dealer.card());
  hand.cards.push(dealer.card());
  state.dealer.push(dealer.card());
  const playerNatural = isTwentyOne(hand.cards);
  // The dealer looks under an ace or a ten; a player's blackjack also ends the round at once.
  const dealerNatural = isTwentyOne(state.dealer);
  if (playerNatural || dealerNatural) {
    hand.done = true;
    hand.outcome = playerNatural && dealerNatural ? 'push' : playerNatural ? 'blackjack' : 'lose';
    hand.win_cents = hand.outcome === 'push' ? betCents : hand.outcome === 'blackjack' ? betCents + Math.floor((betCents * 3) / 2) : 0;
    dealer.save();
    return finish(state);
  }
  dealer.save();
  state.allowed = allowedFor(state);
  return state;
}

/**
 * A round dealt from a fresh shoe drawn with the stream of (seed, nonce): replayable from both,
 * unpredictable without the seed. `from` resumes that stream at a mark (the `shoe.mark` a previous round
 * ended with), for a session that deals all its rounds from one stream; by default the stream starts.
 */
export function startBlackjack(round: { seed: string; nonce: string; betCents: number; from?: StreamMark }): BlackjackState {
  return deal({ kind: 'seeded', seed: round.seed, nonce: round.nonce, mark: round.from ?? { position: 0, block: null } }, round.betCents);
}

/** A round dealt from a fixed card order (player, dealer up, player, hole, then draws in order): tests and replays. */
export function startBlackjackFromCards(cards: readonly string[], betCents: number): BlackjackState {
  return deal({ kind: 'stacked', cards: [...cards], next: 0 }, betCents);
}

/** What an action costs on top of what is staked already: the active hand's stake for double and split, else 0. */
export function extraStake(state: BlackjackState, action: BlackjackAction): number {
  return action === 'double' || action === 'split' ? (state.hands[state.active]?.bet_cents ?? 0) : 0;
}

/** Plays one action on the active hand and returns the next state (the given one is left as it was). */
export function actBlackjack(previous: BlackjackState, action: BlackjackAction): BlackjackActResult {
  if (previous.phase === 'settled') return { ok: false, error: 'settled' };
  if (!previous.allowed.includes(action)) return { ok: false, error: 'not_allowed' };
  const extra_bet_cents = extraStake(previous, action);
  const state = clone(previous);
  const dealer = new Dealer(state);
  const hand = state.hands[state.active]!;
  switch (action) {
    case 'hit':
      hand.cards.push(dealer.card());
      break;
    case 'stand':
      hand.done = true;
      break;
    case 'double':
      hand.bet_cents *= 2;
      hand.doubled = true;
      hand.cards.push(dealer.card());
      hand.done = true;
      break;
    case 'split': {
      const second = newHand([hand.cards.pop()!], hand.bet_cents, true);
      hand.split = true;
      state.hands.push(second);
      hand.cards.push(dealer.card());
      second.cards.push(dealer.card());
      // Split aces take their one card each and stand.
      if (hand.cards[0]![0] === 'A') hand.done = second.done = true;
      break;
    }
  }
  state.total_bet_cents += extra_bet_cents;
  const next = advance(state, dealer);
  dealer.save();
  return { ok: true, state: next, extra_bet_cents };
}

/** What the player may see: no shoe, and the hole card hidden ('??') until the round settles. */
export interface BlackjackView {
  phase: BlackjackState['phase'];
  dealer: string[];
  dealer_total: number | null;
  hands: (BlackjackHand & { total: number; soft: boolean })[];
  active: number;
  allowed: BlackjackAction[];
  bet_cents: number;
  total_bet_cents: number;
  win_cents: number;
}

export function blackjackView(state: BlackjackState): BlackjackView {
  const open = state.phase === 'settled';
  return {
    phase: state.phase,
    dealer: open ? [...state.dealer] : [state.dealer[0]!, '??'],
    dealer_total: open ? handTotal(state.dealer).total : null,
    hands: state.hands.map((hand) => ({ ...hand, cards: [...hand.cards], ...handTotal(hand.cards) })),
    active: state.active,
    allowed: [...state.allowed],
    bet_cents: state.bet_cents,
    total_bet_cents: state.total_bet_cents,
    win_cents: state.win_cents,
  };
}

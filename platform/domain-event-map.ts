import type { GAME_KINDS } from '../schemas/wire/game-history';
import type { PaymentAction, PaymentState } from '../schemas/wire/money';

/**
 * The facts modules publish (DESIGN §12), one payload type each. A payload says what happened in the
 * publisher's own terms and carries what subscribers need without reading the publisher's tables.
 * Amounts are integer minor units. Adding an event is adding a line here and publishing it.
 */

/** The engine that played a round (game-studio's `engineForGame`). */
export type RoundKind = (typeof GAME_KINDS)[number];

/**
 * A round of the game studio settled: drawn, and in real mode debited and paid. A slot or roulette round is
 * one transaction; a blackjack hand, a crash bet or a live-table bet had its stakes debited when placed and
 * settles later (the last action, the cash-out, the wheel), in the transaction that pays it.
 */
export interface RoundSettled {
  roundId: number;
  sessionId: string;
  playerId: number;
  gameIdentifier: string;
  /** The engine that played it: `slot`, `roulette`, `blackjack`, `crash`, `live-roulette`. */
  kind: RoundKind;
  /** Demo rounds (play money, currency FUN) are published too: engines that deal in money skip them. */
  mode: 'real' | 'demo';
  currency: string;
  /** The whole stake (blackjack: the opening stake with doubles and splits). */
  betCents: number;
  winCents: number;
  /**
   * What the round paid per unit staked, `winCents / betCents` to two decimals (0 for a loss); a crash bet's is
   * the multiplier it cashed out at. Tournaments and quests by multiplier read it.
   */
  multiplier: number;
  /**
   * Split of the stake and the win between real and bonus money (the wallet's `debitStake` / `creditWinnings`:
   * real money first, the win shared like the stake). All four are 0 for a free round.
   */
  realBetCents: number;
  bonusBetCents: number;
  realWinCents: number;
  bonusWinCents: number;
  /**
   * A free round of a free-spin pack (game-studio's free-rounds extension point, slots only): played at the pack's stake
   * (`betCents`) without moving money; its win stays on the pack (the bonuses engine), not in the wallet.
   * Published only on free rounds (absent: a paid round), so publishers of paid rounds need not name it.
   */
  freeRound?: true;
  settledAt: string;
}

/** A payment was created (`previousState` null) or moved to another state, with its money effect. */
export interface PaymentChanged {
  paymentId: number;
  playerId: number;
  action: PaymentAction;
  currency: string;
  amountCents: number;
  state: PaymentState;
  previousState: PaymentState | null;
  /** The deposit bonus offer the player chose with a deposit (bonuses module), or null. */
  bonusId: number | null;
  createdAt: string;
  changedAt: string;
}

/** A player account was created, by the sign-up form or by a (simulated) social provider. */
export interface PlayerRegistered {
  playerId: number;
  email: string;
  currency: string;
  country: string | null;
  language: string;
  via: 'email' | 'social';
  registeredAt: string;
}

/** The groups of a player changed; `groups` is the whole set afterwards. */
export interface PlayerGroupsChanged {
  playerId: number;
  added: number[];
  removed: number[];
  groups: number[];
}

/**
 * A promotion (tournament, lottery) gave a player a prize, inside the transaction that finished it. The
 * money part is already credited through the wallet (ledger kind `tournament_prize` / `lottery_prize`); the
 * free-spin part is issued by the bonuses engine as a free-spin pack (in this transaction). `awardRef` is
 * unique per award: a subscriber dedupes on it.
 */
export interface PromotionPrizeAwarded {
  awardRef: string;
  promotion: 'tournament' | 'lottery';
  promotionId: number;
  playerId: number;
  place: number;
  currency: string;
  moneyCents: number;
  freeSpinsCount: number;
  /** Games the promotion ran on (identifiers); empty: any. Where free spins could be played. */
  games: readonly string[];
  awardedAt: string;
}

export interface DomainEventMap {
  'round.settled': RoundSettled;
  'payment.changed': PaymentChanged;
  'player.registered': PlayerRegistered;
  'player.groups_changed': PlayerGroupsChanged;
  'promotion.prize_awarded': PromotionPrizeAwarded;
}

export type DomainEventName = keyof DomainEventMap;

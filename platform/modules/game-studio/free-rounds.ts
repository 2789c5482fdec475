import type { Db } from '../../db/database';

/**
 * An extension point of the game studio: free rounds. A bonus engine (the bonuses module, which sits above
 * the studio) tells whether a player's next real-mode round of a game is a free one, and at which stake. Only
 * slot sessions ask (free-spin packs play on slots only); the slot then plays it without moving money and
 * publishes `round.settled` with `freeRound: true`; the engine's in-transaction handler counts the spin and
 * keeps the win on its pack. Without a provider no round is free.
 */
export interface FreeRound {
  /** The stake the round is played at (the pack's); the spin request's bet is ignored. */
  betCents: number;
  /** Free rounds of this pack left before this one is played. */
  left: number;
  total: number;
}

export type FreeRoundProvider = (playerId: number, currency: string, gameIdentifier: string) => FreeRound | null;

// Keyed by database, like the wallet's event binding: one platform per open database.
const providers = new WeakMap<Db, FreeRoundProvider>();

export function provideFreeRounds(db: Db, provider: FreeRoundProvider) {
  providers.set(db, provider);
}

export const freeRoundFor = (db: Db, playerId: number, currency: string, gameIdentifier: string): FreeRound | null =>
  providers.get(db)?.(playerId, currency, gameIdentifier) ?? null;

/**
 * The stake a free spin plays on a family with `lines` lines: the pack's, in whole line bets. Packs are issued
 * in multiples of SLOT_STAKE_STEP (every family's line count divides it); an older pack's odd stake plays the
 * whole line bets it holds (30 on 20 lines: 20). A stake below one line bet per line plays no free round.
 */
export const freeSpinStake = (packBetCents: number, lines: number): number => packBetCents - (packBetCents % lines);

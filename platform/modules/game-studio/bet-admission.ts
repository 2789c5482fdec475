import type { Db } from '../../db/database';
import { limitBlockingBet } from '../limits/public';
import { readWallet } from '../wallet/public';
import type { GameSessionRow } from './game-sessions';

/** Why a bet is refused, as the 422 body's `errors` (`limit: [type]` is a code the client maps to its text). */
export type BetRefusal = Record<string, string[]>;

/** What a real-mode player may play with: real and bonus money together. */
export const playableCents = (db: Db, playerId: number, currency: string): number => {
  const wallet = readWallet(db, playerId, currency);
  return wallet ? wallet.amount_cents + wallet.bonus_amount_cents : 0;
};

/**
 * Stakes of the player's rounds still in play (a blackjack hand, a crash bet before its cash-out, a live
 * bet before the wheel): debited already, but counted by limits only once the round settles. Admission adds
 * them, so rounds in play can never together pass a wager or loss limit (their worst case is losing all).
 */
export function stakesInPlay(db: Db, playerId: number, currency: string): number {
  return db
    .prepare("SELECT COALESCE(SUM(bet_cents), 0) FROM game_rounds WHERE player_id = ? AND currency = ? AND mode = 'real' AND status = 'pending'")
    .pluck()
    .get(playerId, currency) as number;
}

/**
 * Decides whether a stake may be played, from the stake alone. It runs before the round is drawn or
 * stored: a check that sees the outcome would tell the player how the round ends (a `limit:loss` that
 * only losing rounds get), and a refused bet must leave the session's round counter, and so its next
 * draw, untouched. The worst case of a bet is losing all of it, which is what the limits are checked with,
 * together with the stakes of the player's rounds still in play. A blackjack double or split is admitted
 * the same way, for its extra stake, before its card is drawn.
 *
 * So admission stays a direct call of limits' and the wallet's public functions, made before the draw: an
 * event could only report the round after it was drawn. What follows the round (usage, stats, pushes) is
 * not called from here: those modules subscribe to `round.settled`.
 *
 * A free round (`free`) costs the player nothing, so only the limits apply: limits count its stake like any
 * other (`round.settled` carries it), so a player at a wager limit plays no free round either.
 */
export function betRefusal(db: Db, session: GameSessionRow, betCents: number, options: { free?: boolean; now?: Date } = {}): BetRefusal | null {
  if (session.mode === 'demo') return session.fun_balance_cents < betCents ? { bet_cents: ['exceeds the balance'] } : null;
  const playerId = session.player_id!;
  const limit = limitBlockingBet(db, playerId, session.currency, stakesInPlay(db, playerId, session.currency) + betCents, options.now);
  if (limit) return { limit: [limit] };
  if (options.free) return null;
  // Real money first, then the bonus pocket (wallet's debitStake): both together must cover the stake.
  if (playableCents(db, playerId, session.currency) < betCents) return { bet_cents: ['exceeds the balance'] };
  return null;
}

import type { Db } from '../../db/database';
import { limitBlockingBet } from '../limits/public';
import { readWallet } from '../wallet/public';
import type { GameSessionRow } from './game-sessions';

/** Why a bet is refused, as the 422 body's `errors` (`limit: [type]` is a code the client maps to its text). */
export type BetRefusal = Record<string, string[]>;

/**
 * Decides whether a stake may be played, from the stake alone. It runs before the round is drawn or
 * stored: a check that sees the outcome would tell the player how the round ends (a `limit:loss` that
 * only losing rounds get), and a refused bet must leave the session's round counter, and so its next
 * draw, untouched. The worst case of a bet is losing all of it, which is what the limits are checked with.
 *
 * So admission stays a direct call of limits' and the wallet's public functions, made before the draw: an
 * event could only report the round after it was drawn. What follows the round (usage, stats, pushes) is
 * not called from here: those modules subscribe to `round.settled`.
 *
 * A free round (`free`) costs the player nothing, so only the limits apply: limits count its stake like any
 * other (`round.settled` carries it), so a player at a wager limit plays no free round either.
 */
export function betRefusal(db: Db, session: GameSessionRow, betCents: number, free = false): BetRefusal | null {
  if (session.mode === 'demo') return session.fun_balance_cents < betCents ? { bet_cents: ['exceeds the balance'] } : null;
  const playerId = session.player_id!;
  const limit = limitBlockingBet(db, playerId, session.currency, betCents);
  if (limit) return { limit: [limit] };
  if (free) return null;
  // Real money first, then the bonus pocket (wallet's debitStake): both together must cover the stake.
  const wallet = readWallet(db, playerId, session.currency);
  if ((wallet?.amount_cents ?? 0) + (wallet?.bonus_amount_cents ?? 0) < betCents) return { bet_cents: ['exceeds the balance'] };
  return null;
}

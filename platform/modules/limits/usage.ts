import type { Db } from '../../db/database';
import { findPlayerById } from '../accounts/public';

/**
 * What a player has used in a window, from the limits module's own usage tables (migrations/002), which
 * its round.settled and payment.changed subscribers keep (usage-recording.ts). `since` is the start of a
 * limit period, always a UTC midnight, so play counted per UTC day sums up exactly.
 */

const dayOf = (iso: string) => iso.slice(0, 10);

/**
 * Deposits that count against a deposit limit: succeeded ones and those still in flight (pending, processing).
 * Counting only succeeded ones let a player open several pending deposits that each fit the limit and
 * together exceed it once the provider confirms them.
 */
export function depositedSince(db: Db, playerId: number, currency: string, since: string): number {
  return db
    .prepare('SELECT COALESCE(SUM(amount_cents), 0) FROM limit_deposits WHERE player_id = ? AND currency = ? AND counts = 1 AND created_at >= ?')
    .pluck()
    .get(playerId, currency, since) as number;
}

export function wageredSince(db: Db, playerId: number, currency: string, since: string): number {
  return db
    .prepare('SELECT COALESCE(SUM(bet_cents), 0) FROM limit_play_days WHERE player_id = ? AND currency = ? AND day >= ?')
    .pluck()
    .get(playerId, currency, dayOf(since)) as number;
}

/** Net loss (bets minus wins), never below zero: winnings do not buy extra room beyond the limit. */
export function lostSince(db: Db, playerId: number, currency: string, since: string): number {
  const net = db
    .prepare('SELECT COALESCE(SUM(bet_cents - win_cents), 0) FROM limit_play_days WHERE player_id = ? AND currency = ? AND day >= ?')
    .pluck()
    .get(playerId, currency, dayOf(since)) as number;
  return Math.max(0, net);
}

/** Minutes since the current sign-in (what a session limit caps). */
export function sessionMinutes(db: Db, playerId: number, now: Date): number {
  const since = findPlayerById(db, playerId)?.current_sign_in_at;
  if (!since) return 0;
  return Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
}

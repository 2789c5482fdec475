import type { Db } from '../../db/database';

/**
 * What a player has used in a window. `payments` and `game_rounds` belong to the money module (migrations
 * 300+); until they exist the usage is zero, so limits work in a platform without money.
 */
function tableExists(db: Db, name: string): boolean {
  return db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
}

/**
 * Deposits that count against a deposit limit: succeeded ones and those still in flight (pending, processing).
 * Counting only succeeded ones let a player open several pending deposits that each fit the limit and
 * together exceed it once the provider confirms them.
 */
export function depositedSince(db: Db, playerId: number, currency: string, since: string): number {
  if (!tableExists(db, 'payments')) return 0;
  return db
    .prepare(
      `SELECT COALESCE(SUM(amount_cents), 0) FROM payments
       WHERE player_id = ? AND currency = ? AND action = 'deposit' AND state IN ('pending', 'processing', 'succeeded') AND created_at >= ?`,
    )
    .pluck()
    .get(playerId, currency, since) as number;
}

export function wageredSince(db: Db, playerId: number, currency: string, since: string): number {
  if (!tableExists(db, 'game_rounds')) return 0;
  return db
    .prepare('SELECT COALESCE(SUM(bet_cents), 0) FROM game_rounds WHERE player_id = ? AND currency = ? AND created_at >= ?')
    .pluck()
    .get(playerId, currency, since) as number;
}

/** Net loss (bets minus wins), never below zero: winnings do not buy extra room beyond the limit. */
export function lostSince(db: Db, playerId: number, currency: string, since: string): number {
  if (!tableExists(db, 'game_rounds')) return 0;
  const net = db
    .prepare('SELECT COALESCE(SUM(bet_cents - win_cents), 0) FROM game_rounds WHERE player_id = ? AND currency = ? AND created_at >= ?')
    .pluck()
    .get(playerId, currency, since) as number;
  return Math.max(0, net);
}

/** Minutes since the current sign-in (what a session limit caps). */
export function sessionMinutes(db: Db, playerId: number, now: Date): number {
  const since = db.prepare('SELECT current_sign_in_at FROM players WHERE id = ?').pluck().get(playerId) as string | null | undefined;
  if (!since) return 0;
  return Math.max(0, Math.floor((now.getTime() - Date.parse(since)) / 60_000));
}

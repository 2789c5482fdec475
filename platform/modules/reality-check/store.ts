import type { Db } from '../../db/database';
import type { RoundSettled } from '../../domain-event-map';
import type { SignInSession } from '../accounts/public';

/** This module's tables (migrations/001): the chosen interval, the sessions seen and the real-money rounds. */

export function intervalOf(db: Db, playerId: number): number | null {
  return (db.prepare('SELECT interval_minutes FROM reality_check_settings WHERE player_id = ?').pluck().get(playerId) as number | undefined) ?? null;
}

export function saveInterval(db: Db, playerId: number, minutes: number, now: Date) {
  db.prepare(
    `INSERT INTO reality_check_settings (player_id, interval_minutes, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (player_id) DO UPDATE SET interval_minutes = excluded.interval_minutes, updated_at = excluded.updated_at`,
  ).run(playerId, minutes, now.toISOString());
}

export interface SessionRow {
  session_id: string;
  player_id: number;
  started_at: string;
  checked_at: string;
}

/** The session's row, made on first sight with the session's own start (so the first check counts from sign-in). */
export function sessionRow(db: Db, session: SignInSession): SessionRow {
  db.prepare('INSERT OR IGNORE INTO reality_check_sessions (session_id, player_id, started_at, checked_at) VALUES (?, ?, ?, ?)').run(
    session.id,
    session.playerId,
    session.startedAt,
    session.startedAt,
  );
  return db.prepare('SELECT * FROM reality_check_sessions WHERE session_id = ?').get(session.id) as SessionRow;
}

export function markChecked(db: Db, sessionId: string, now: Date) {
  db.prepare('UPDATE reality_check_sessions SET checked_at = ? WHERE session_id = ?').run(now.toISOString(), sessionId);
}

/** Demo aid (dev-routes.ts): moves the session's start so a check falls due soon, as if the player had played longer. */
export function moveSessionStart(db: Db, sessionId: string, startedAt: Date) {
  db.prepare('UPDATE reality_check_sessions SET started_at = ?, checked_at = ? WHERE session_id = ?').run(startedAt.toISOString(), startedAt.toISOString(), sessionId);
}

/** Sessions last at most 30 days (auth/sessions.ts): older rows can no longer be asked for. */
export function forgetOldSessions(db: Db, playerId: number, now: Date) {
  db.prepare('DELETE FROM reality_check_sessions WHERE player_id = ? AND started_at < ?').run(playerId, new Date(now.getTime() - 31 * 86_400_000).toISOString());
}

/** round.settled, in the publisher's transaction: real money only (demo rounds play for fun, free rounds stake nothing). */
export function recordRound(db: Db, round: RoundSettled) {
  if (round.mode !== 'real' || round.freeRound) return;
  const bet = round.realBetCents + round.bonusBetCents;
  const win = round.realWinCents + round.bonusWinCents;
  if (bet === 0 && win === 0) return;
  db.prepare('INSERT INTO reality_check_rounds (player_id, currency, bet_cents, win_cents, settled_at) VALUES (?, ?, ?, ?, ?)').run(
    round.playerId,
    round.currency,
    bet,
    win,
    round.settledAt,
  );
}

export interface SessionTotal {
  currency: string;
  bet_cents: number;
  win_cents: number;
  rounds: number;
}

/** Play settled since the session started, per currency (a player may have wallets in several). */
export function totalsSince(db: Db, playerId: number, since: string): SessionTotal[] {
  return db
    .prepare(
      `SELECT currency, SUM(bet_cents) AS bet_cents, SUM(win_cents) AS win_cents, COUNT(*) AS rounds
       FROM reality_check_rounds WHERE player_id = ? AND settled_at >= ? GROUP BY currency ORDER BY currency`,
    )
    .all(playerId, since) as SessionTotal[];
}

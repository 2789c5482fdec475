import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SOCKET_TOKEN_TTL_MS } from '../../config/timing';
import type { Db } from '../db/database';

/**
 * The real-time block of `/api/player/settings` carries `user` and `token`; the socket checks the token
 * before a private channel join, and again before every push on a private channel.
 *
 * A token is bound to the session it was issued in and expires: `{session ref}.{expiry}.{HMAC}` where the
 * HMAC (per-database secret) covers player, session ref and expiry. Signing out, a password change or the
 * session's expiry deletes the session row, and with it every token issued in it. The ref is a prefix of the
 * session's token hash: random per session, never reused (a rowid could be), and useless without the cookie.
 */
const SESSION_REF_LENGTH = 16;

function secret(db: Db): string {
  const existing = db.prepare("SELECT value FROM meta WHERE key = 'socket_secret'").pluck().get() as string | undefined;
  if (existing) return existing;
  const created = randomBytes(32).toString('hex');
  db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('socket_secret', ?)").run(created);
  return db.prepare("SELECT value FROM meta WHERE key = 'socket_secret'").pluck().get() as string;
}

const mac = (db: Db, playerId: number, ref: string, expires: number) =>
  createHmac('sha256', secret(db)).update(`player:${playerId}:${ref}:${expires}`).digest('base64url');

/** A token for the session whose token hash is `sessionTokenHash`. */
export function socketTokenFor(db: Db, playerId: number, sessionTokenHash: string, now = Date.now()): string {
  const ref = sessionTokenHash.slice(0, SESSION_REF_LENGTH);
  const expires = Math.floor((now + SOCKET_TOKEN_TTL_MS) / 1000);
  return `${ref}.${expires}.${mac(db, playerId, ref, expires)}`;
}

/** The session ref a valid token was issued in, or `null` (forged, expired, or its session is gone). */
export function socketTokenSession(db: Db, playerId: number, token: string, now = Date.now()): string | null {
  const [ref, expiresText, given] = token.split('.');
  const expires = Number(expiresText);
  if (!ref || ref.length !== SESSION_REF_LENGTH || !given || !Number.isSafeInteger(expires)) return null;
  const expected = Buffer.from(mac(db, playerId, ref, expires));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  if (expires * 1000 <= now) return null;
  return sessionAlive(db, playerId, ref, now) ? ref : null;
}

/** Whether the player's session with this ref still exists and has not expired. */
export function sessionAlive(db: Db, playerId: number, ref: string, now = Date.now()): boolean {
  return (
    db
      .prepare('SELECT 1 FROM sessions WHERE player_id = ? AND substr(token_hash, 1, ?) = ? AND expires_at > ?')
      .pluck()
      .get(playerId, SESSION_REF_LENGTH, ref, new Date(now).toISOString()) !== undefined
  );
}

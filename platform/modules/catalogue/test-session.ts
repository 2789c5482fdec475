import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../auth/sessions';

/**
 * Test helper: a player row plus a session row, and the headers a signed-in browser would send
 * (session cookie, CSRF cookie and the echoed X-CSRF-Token required on writes).
 */
export function signedInPlayer(db: Db, currency = 'EUR'): { playerId: number; headers: Record<string, string> } {
  const now = new Date().toISOString();
  const email = `player-${randomBytes(4).toString('hex')}@example.test`;
  const playerId = Number(db.prepare('INSERT INTO players (email, password_hash, currency, created_at) VALUES (?, ?, ?, ?)').run(email, 'x', currency, now).lastInsertRowid);
  const token = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  db.prepare('INSERT INTO sessions (token_hash, player_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    createHash('sha256').update(token).digest('hex'),
    playerId,
    csrf,
    now,
    new Date(Date.now() + 86_400_000).toISOString(),
  );
  return { playerId, headers: { cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrf}`, 'x-csrf-token': csrf } };
}

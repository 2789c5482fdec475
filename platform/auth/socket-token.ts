import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';

/**
 * The real-time block of `/api/player/settings` carries `user` and `token`; the socket checks the token
 * (HMAC of the player id with a per-database secret) before a private channel join.
 */
function secret(db: Db): string {
  const existing = db.prepare("SELECT value FROM meta WHERE key = 'socket_secret'").pluck().get() as string | undefined;
  if (existing) return existing;
  const created = randomBytes(32).toString('hex');
  db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('socket_secret', ?)").run(created);
  return db.prepare("SELECT value FROM meta WHERE key = 'socket_secret'").pluck().get() as string;
}

export function socketTokenFor(db: Db, playerId: number): string {
  return createHmac('sha256', secret(db)).update(`player:${playerId}`).digest('base64url');
}

export function socketTokenValid(db: Db, playerId: number, token: string): boolean {
  const expected = Buffer.from(socketTokenFor(db, playerId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

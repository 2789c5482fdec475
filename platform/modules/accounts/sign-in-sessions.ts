import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/sessions';
import type { Db } from '../../db/database';

/**
 * The sign-in session as other modules may know it (issue 13): an opaque id (never the cookie's hash, which
 * identifies the session in this module's table), the player and when the session began. The reality check
 * counts a session's time and play from `startedAt`.
 */
export interface SignInSession {
  id: string;
  playerId: number;
  startedAt: string;
}

export function signInSessionOf(db: Db, request: FastifyRequest): SignInSession | null {
  const session = sessionOf(db, request);
  if (!session) return null;
  const startedAt = db.prepare('SELECT created_at FROM sessions WHERE token_hash = ?').pluck().get(session.token_hash) as string | undefined;
  if (!startedAt) return null;
  const id = createHash('sha256').update(`sign-in-session:${session.token_hash}`).digest('base64url');
  return { id, playerId: session.player_id, startedAt };
}

/**
 * Signs the player out everywhere (every device and tab): a cooling-off or self-exclusion taken ends every
 * session at once. The next request of each answers 401, and the client goes back to being a guest.
 */
export function endAllSessions(db: Db, playerId: number): number {
  return db.prepare('DELETE FROM sessions WHERE player_id = ?').run(playerId).changes;
}

import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../../schemas/wire/session-hint';
import type { Db } from '../db/database';

export const SESSION_COOKIE = 'croupier_session';
/** Double-submit CSRF cookie: readable by the client script, echoed in `X-CSRF-Token` on writes. */
export const CSRF_COOKIE = 'csrf_token';
const SESSION_DAYS = 30;

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export function createSession(db: Db, reply: FastifyReply, playerId: number, secure: boolean) {
  const token = randomBytes(32).toString('base64url');
  const csrf = randomBytes(24).toString('base64url');
  const now = new Date();
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  db.prepare('INSERT INTO sessions (token_hash, player_id, csrf_token, created_at, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    hash(token),
    playerId,
    csrf,
    now.toISOString(),
    expires.toISOString(),
  );
  // Secure whenever the page is served over HTTPS: configured, or as a trusted proxy reports it
  // (`request.protocol` honours X-Forwarded-Proto only from proxies in TRUST_PROXY).
  const base = { path: '/', sameSite: 'lax' as const, secure: secure || reply.request.protocol === 'https', expires };
  reply.setCookie(SESSION_COOKIE, token, { ...base, httpOnly: true });
  reply.setCookie(CSRF_COOKIE, csrf, { ...base, httpOnly: false });
  reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...base, httpOnly: false });
}

export function destroySession(db: Db, request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE];
  if (token) db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hash(token));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CSRF_COOKIE, { path: '/' });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
}

interface SessionRow {
  token_hash: string;
  player_id: number;
  csrf_token: string;
  expires_at: string;
}

export function sessionOf(db: Db, request: FastifyRequest): SessionRow | null {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const row = db.prepare('SELECT token_hash, player_id, csrf_token, expires_at FROM sessions WHERE token_hash = ?').get(hash(token)) as SessionRow | undefined;
  if (!row || row.expires_at < new Date().toISOString()) return null;
  return row;
}

/** The signed-in player's id, or `null` for a guest. */
export function currentPlayerId(db: Db, request: FastifyRequest): number | null {
  return sessionOf(db, request)?.player_id ?? null;
}

/** Answers 401 and returns `null` for a guest; handlers `return` on `null`. */
export function requirePlayer(db: Db, request: FastifyRequest, reply: FastifyReply): number | null {
  const id = currentPlayerId(db, request);
  if (id === null) {
    // The hint outlived its session (expired, signed out elsewhere): drop it so the client stops asking.
    if (request.cookies[SIGNED_IN_HINT_COOKIE]) reply.clearCookie(SIGNED_IN_HINT_COOKIE, { path: '/' });
    void reply.code(401).send({ error: 'unauthorized' });
  }
  return id;
}

/** Cookie-authenticated writes must echo the CSRF cookie in `X-CSRF-Token` (constant-time compare). */
export function csrfValid(db: Db, request: FastifyRequest): boolean {
  const session = sessionOf(db, request);
  if (!session) return true; // no session cookie: nothing for a forged request to ride on
  const sent = request.headers['x-csrf-token'];
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent);
  const b = Buffer.from(session.csrf_token);
  return a.length === b.length && timingSafeEqual(a, b);
}

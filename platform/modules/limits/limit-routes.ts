import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context';
import { requirePlayer } from '../../auth/sessions';
import { parseOr422 } from '../../http/validation';
import { confirmLimitRequestSchema, createLimitRequestSchema } from '../../../schemas/wire/limits';
import { CURRENCY_CODES } from '../info/public';
import { findPlayerById, newToken, requestLocale, sendFieldErrors, tokenHash } from '../accounts/public';
import { isLock, playerLimits, purgeFinishedLimits, type LimitRow } from './limit-store';
import { lockEnd } from './periods';
import { toUserLimit } from './limit-view';

const CONFIRM_WINDOW_MS = 24 * 3_600_000;
// Removing a limit takes effect a day later: a player on a losing streak cannot lift it on impulse.
const REMOVAL_DELAY_MS = 24 * 3_600_000;

export function registerLimitRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;

  app.get('/api/user_limits', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    purgeFinishedLimits(db, playerId);
    return playerLimits(db, playerId).map((row) => toUserLimit(db, row));
  });

  app.post('/api/user_limits', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    const body = parseOr422(createLimitRequestSchema, request.body, reply);
    if (!body) return;
    const player = findPlayerById(db, playerId)!;
    const currency = 'currency' in body ? body.currency : null;
    if (currency && !CURRENCY_CODES.includes(currency)) return sendFieldErrors(reply, requestLocale(request, player.language), { currency: 'invalidValue' });
    const token = newToken();
    const now = new Date();
    const id = db
      .prepare(
        `INSERT INTO user_limits (player_id, type, period, currency, amount_cents, status, confirmation_token_hash, confirm_until, created_at)
         VALUES (?, ?, ?, ?, ?, 'unconfirmed', ?, ?, ?)`,
      )
      .run(playerId, body.type, body.period, currency, 'amount_cents' in body ? body.amount_cents : null, tokenHash(token), new Date(now.getTime() + CONFIRM_WINDOW_MS).toISOString(), now.toISOString())
      .lastInsertRowid;
    ctx.mail(player.email, 'Confirm your limit', `Confirm your ${body.type} limit within 24 hours: /profile/limits/confirm?token=${token}`, 'limit_confirmation');
    const row = db.prepare('SELECT * FROM user_limits WHERE id = ?').get(id) as LimitRow;
    return reply.code(201).send(toUserLimit(db, row));
  });

  // The mailed token authenticates: the link may be opened on a device without a session.
  app.post('/api/user_limits/confirm', async (request, reply) => {
    const body = parseOr422(confirmLimitRequestSchema, request.body, reply);
    if (!body) return;
    const now = new Date();
    const row = db
      .prepare("SELECT * FROM user_limits WHERE confirmation_token_hash = ? AND status = 'unconfirmed' AND confirm_until > ?")
      .get(tokenHash(body.token), now.toISOString()) as LimitRow | undefined;
    if (!row) return sendFieldErrors(reply, requestLocale(request), { token: 'tokenInvalid' });
    const activeUntil = isLock(row.type) ? (lockEnd(row.period, now)?.toISOString() ?? null) : null;
    db.transaction(() => {
      db.prepare("UPDATE user_limits SET status = 'active', confirmation_token_hash = NULL, confirmed_at = ?, active_until = ? WHERE id = ?").run(now.toISOString(), activeUntil, row.id);
      // A tighter limit of the same kind makes older, looser ones redundant.
      if (!isLock(row.type)) {
        db.prepare(
          `DELETE FROM user_limits WHERE player_id = ? AND id <> ? AND type = ? AND period = ? AND currency IS ? AND status = 'active' AND amount_cents >= ?`,
        ).run(row.player_id, row.id, row.type, row.period, row.currency, row.amount_cents);
      }
    })();
    ctx.events.emit({ scope: 'private', playerId: row.player_id, channel: 'game_limits', event: 'confirmed', payload: { id: row.id, type: row.type } });
    return toUserLimit(db, db.prepare('SELECT * FROM user_limits WHERE id = ?').get(row.id) as LimitRow, now);
  });

  app.delete('/api/user_limits/:id', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    const id = Number((request.params as { id: string }).id);
    const row = Number.isSafeInteger(id) ? (db.prepare('SELECT * FROM user_limits WHERE id = ? AND player_id = ?').get(id, playerId) as LimitRow | undefined) : undefined;
    if (!row) return reply.code(404).send({ error: 'not_found' });
    const locale = requestLocale(request, findPlayerById(db, playerId)?.language);
    if (row.status === 'unconfirmed') {
      db.prepare('DELETE FROM user_limits WHERE id = ?').run(row.id);
      return reply.code(204).send();
    }
    if (isLock(row.type)) return sendFieldErrors(reply, locale, { base: { key: 'limitLocked', values: { until: row.active_until ?? '∞' } } });
    if (row.status === 'active') {
      db.prepare("UPDATE user_limits SET status = 'disabling', disable_at = ? WHERE id = ?").run(new Date(Date.now() + REMOVAL_DELAY_MS).toISOString(), row.id);
    }
    return toUserLimit(db, db.prepare('SELECT * FROM user_limits WHERE id = ?').get(row.id) as LimitRow);
  });
}

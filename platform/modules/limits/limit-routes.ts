import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context';
import { destroySession, requirePlayer } from '../../auth/sessions';
import { parseOr422 } from '../../http/validation';
import { confirmLimitRequestSchema, createLimitRequestSchema } from '../../../schemas/wire/limits';
import { limitAmount, limitMinutes } from '../../../schemas/validation';
import { LIMIT_CONFIRM_WINDOW_HOURS, LIMIT_LOOSEN_DELAY_HOURS } from '../../../config/rg-limits';
import { CURRENCY_CODES } from '../info/public';
import { endAllSessions, findPlayerById, newToken, requestLocale, sendFieldErrors, siteLink, tokenHash } from '../accounts/public';
import { isLock, limitsInForce, playerLimits, purgeFinishedLimits, sameKind, type LimitRow } from './limit-store';
import { isTightening } from './limit-change';
import { lockEnd } from './periods';
import { toUserLimit } from './limit-view';

const HOUR_MS = 3_600_000;
const CONFIRM_WINDOW_MS = LIMIT_CONFIRM_WINDOW_HOURS * HOUR_MS;
const LOOSEN_DELAY_MS = LIMIT_LOOSEN_DELAY_HOURS * HOUR_MS;

/** Zero, negative and too-large amounts get their own translated message before the wire schema's generic 422. */
function amountError(body: unknown) {
  if (typeof body !== 'object' || body === null) return null;
  const { type, amount_cents: amount, currency } = body as { type?: unknown; amount_cents?: unknown; currency?: unknown };
  if (amount === undefined) return null;
  if (type === 'session') return limitMinutes()(amount, {});
  if ((type === 'deposit' || type === 'loss' || type === 'wager') && typeof currency === 'string' && CURRENCY_CODES.includes(currency)) {
    return limitAmount(currency)(amount, {});
  }
  return null;
}

const rowById = (ctx: PlatformContext, id: number | bigint) => ctx.db.prepare('SELECT * FROM user_limits WHERE id = ?').get(id) as LimitRow;

export function registerLimitRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;
  const pushChange = (row: LimitRow, event: string) =>
    ctx.events.emit({ scope: 'private', playerId: row.player_id, channel: 'game_limits', event, payload: { id: row.id, type: row.type } });
  const mailLink = (request: FastifyRequest, email: string, subject: string, text: string, path: string) =>
    ctx.mail(email, subject, `${text} ${siteLink(request, path)}`, 'limit_confirmation');

  app.get('/api/user_limits', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    purgeFinishedLimits(db, playerId);
    return playerLimits(db, playerId).map((row) => toUserLimit(db, row));
  });

  app.post('/api/user_limits', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    const player = findPlayerById(db, playerId)!;
    const locale = requestLocale(request, player.language);
    const tooBig = amountError(request.body);
    if (tooBig) return sendFieldErrors(reply, locale, { amount_cents: tooBig });
    const body = parseOr422(createLimitRequestSchema, request.body, reply);
    if (!body) return;
    const currency = 'currency' in body ? body.currency : null;
    if (currency && !CURRENCY_CODES.includes(currency)) return sendFieldErrors(reply, locale, { currency: 'invalidValue' });
    const amount = 'amount_cents' in body ? body.amount_cents : null;
    const now = ctx.clock.now();
    purgeFinishedLimits(db, playerId, now.toISOString());
    const inForce = limitsInForce(db, playerId, now.toISOString());
    const current = inForce.find((row) => row.type === body.type && row.period === body.period && row.currency === currency);

    if (isTightening(body.type, amount, current)) {
      // One limit per type, period and currency: the new one replaces the current and any change waiting.
      const id = db.transaction(() => {
        if (!isLock(body.type)) {
          for (const row of sameKind(db, playerId, body.type, body.period, currency)) db.prepare('DELETE FROM user_limits WHERE id = ?').run(row.id);
        }
        const activeUntil = isLock(body.type) ? (lockEnd(body.period, now)?.toISOString() ?? null) : null;
        return db
          .prepare(
            `INSERT INTO user_limits (player_id, type, period, currency, amount_cents, status, confirmed_at, active_until, created_at)
             VALUES (?, ?, ?, ?, ?, 'active', ?, ?, ?)`,
          )
          .run(playerId, body.type, body.period, currency, amount, now.toISOString(), activeUntil, now.toISOString()).lastInsertRowid;
      })();
      const row = rowById(ctx, id);
      mailLink(request, player.email, 'Your limit is in force', `Your ${body.type} limit applies now. Your limits:`, '/profile/limits');
      pushChange(row, 'confirmed');
      // Issue 13 item 2: a cooling-off or self-exclusion signs the player out everywhere at once (this answer clears
      // this browser's cookies; every other session is gone, so its next request answers 401).
      if (isLock(body.type)) {
        destroySession(db, request, reply);
        endAllSessions(db, playerId);
      }
      return reply.code(201).send(toUserLimit(db, row, now));
    }

    // Looser: the current limit stays in force; the new one waits for its token, then the cooling period.
    const token = newToken();
    const id = db.transaction(() => {
      for (const row of sameKind(db, playerId, body.type, body.period, currency)) {
        if (row.status === 'unconfirmed' || row.status === 'pending') db.prepare('DELETE FROM user_limits WHERE id = ?').run(row.id);
      }
      return db
        .prepare(
          `INSERT INTO user_limits (player_id, type, period, currency, amount_cents, status, confirmation_token_hash, confirm_until, created_at)
           VALUES (?, ?, ?, ?, ?, 'unconfirmed', ?, ?, ?)`,
        )
        .run(playerId, body.type, body.period, currency, amount, tokenHash(token), new Date(now.getTime() + CONFIRM_WINDOW_MS).toISOString(), now.toISOString())
        .lastInsertRowid;
    })();
    mailLink(
      request, player.email, 'Confirm your new limit',
      `Confirm your higher ${body.type} limit within ${LIMIT_CONFIRM_WINDOW_HOURS} hours; it applies ${LIMIT_LOOSEN_DELAY_HOURS} hours after you confirm:`,
      `/profile/limits/confirm?token=${token}`,
    );
    return reply.code(201).send(toUserLimit(db, rowById(ctx, id), now));
  });

  // The mailed token authenticates: the link may be opened on a device without a session.
  app.post('/api/user_limits/confirm', async (request, reply) => {
    const body = parseOr422(confirmLimitRequestSchema, request.body, reply);
    if (!body) return;
    const now = new Date();
    const row = db
      .prepare("SELECT * FROM user_limits WHERE confirmation_token_hash = ? AND status IN ('unconfirmed', 'active') AND confirm_until > ?")
      .get(tokenHash(body.token), now.toISOString()) as LimitRow | undefined;
    if (!row) return sendFieldErrors(reply, requestLocale(request), { token: 'tokenInvalid' });
    const later = new Date(now.getTime() + LOOSEN_DELAY_MS).toISOString();
    if (row.status === 'active') {
      // A confirmed removal: the limit protects for the cooling period still.
      db.prepare("UPDATE user_limits SET status = 'disabling', disable_at = ?, removal_requested = 0, confirmation_token_hash = NULL, confirm_until = NULL WHERE id = ?").run(later, row.id);
      pushChange(row, 'disabling');
      return toUserLimit(db, rowById(ctx, row.id), now);
    }
    const current = limitsInForce(db, row.player_id, now.toISOString()).find((r) => r.type === row.type && r.period === row.period && r.currency === row.currency);
    if (isTightening(row.type, row.amount_cents, current)) {
      // What it would loosen is gone meanwhile (removed, run out): nothing to wait for.
      db.prepare("UPDATE user_limits SET status = 'active', confirmation_token_hash = NULL, confirmed_at = ? WHERE id = ?").run(now.toISOString(), row.id);
    } else {
      db.prepare("UPDATE user_limits SET status = 'pending', confirmation_token_hash = NULL, confirmed_at = ?, applies_at = ? WHERE id = ?").run(now.toISOString(), later, row.id);
    }
    pushChange(row, 'confirmed');
    return toUserLimit(db, rowById(ctx, row.id), now);
  });

  app.delete('/api/user_limits/:id', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    const id = Number((request.params as { id: string }).id);
    const row = Number.isSafeInteger(id) ? (db.prepare('SELECT * FROM user_limits WHERE id = ? AND player_id = ?').get(id, playerId) as LimitRow | undefined) : undefined;
    if (!row) return reply.code(404).send({ error: 'not_found' });
    const player = findPlayerById(db, playerId)!;
    const locale = requestLocale(request, player.language);
    // Dropping a looser limit that is not in force yet only keeps the tighter one: at once.
    if (row.status === 'unconfirmed' || row.status === 'pending') {
      db.prepare('DELETE FROM user_limits WHERE id = ?').run(row.id);
      return reply.code(204).send();
    }
    if (isLock(row.type)) return sendFieldErrors(reply, locale, { base: { key: 'limitLocked', values: { until: row.active_until ?? '∞' } } });
    if (row.status === 'active' && !row.removal_requested) {
      const token = newToken();
      db.prepare('UPDATE user_limits SET removal_requested = 1, confirmation_token_hash = ?, confirm_until = ? WHERE id = ?').run(
        tokenHash(token), new Date(Date.now() + CONFIRM_WINDOW_MS).toISOString(), row.id,
      );
      mailLink(
        request, player.email, 'Confirm removing your limit',
        `Confirm removing your ${row.type} limit within ${LIMIT_CONFIRM_WINDOW_HOURS} hours; it stays in force ${LIMIT_LOOSEN_DELAY_HOURS} hours after you confirm:`,
        `/profile/limits/confirm?token=${token}`,
      );
    }
    return toUserLimit(db, rowById(ctx, row.id));
  });
}

import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context';
import { parseOr422 } from '../../http/validation';
import { confirmationQuerySchema, confirmationResendRequestSchema } from '../../../schemas/wire/auth';
import { sendTooManyAttempts, type AccountLimits } from './account-limits';
import { sendFieldErrors } from './field-errors';
import { findPlayerByEmail, type PlayerRow } from './player-store';
import { confirmationMail } from './registration-routes';
import { requestLocale } from './request-locale';
import { newToken, tokenHash } from './tokens';

export function registerConfirmationRoutes(app: FastifyInstance, ctx: PlatformContext, limits: AccountLimits) {
  const { db } = ctx;

  app.get('/api/users/confirmation', async (request, reply) => {
    const query = parseOr422(confirmationQuerySchema, request.query, reply);
    if (!query) return;
    const player = db.prepare('SELECT * FROM players WHERE confirmation_token = ?').get(tokenHash(query.confirmation_token)) as PlayerRow | undefined;
    if (!player) return sendFieldErrors(reply, requestLocale(request), { confirmation_token: 'tokenInvalid' });
    const confirmedAt = new Date().toISOString();
    db.prepare('UPDATE players SET confirmed_at = ?, confirmation_token = NULL WHERE id = ?').run(confirmedAt, player.id);
    return { email: player.email, confirmed_at: confirmedAt };
  });

  app.post('/api/users/confirmation', async (request, reply) => {
    const body = parseOr422(confirmationResendRequestSchema, request.body, reply);
    if (!body) return;
    const wait = limits.confirmationResend.waitFor(request, body.user.email);
    if (wait !== null) return sendTooManyAttempts(reply, requestLocale(request), wait);
    // Every try counts, unknown addresses too: the 422 that names them must not become an enumeration oracle.
    limits.confirmationResend.record(request, body.user.email);
    const player = findPlayerByEmail(db, body.user.email);
    const locale = requestLocale(request, player?.language);
    if (!player) return sendFieldErrors(reply, locale, { email: 'emailNotFound' });
    if (player.confirmed_at) return sendFieldErrors(reply, locale, { email: 'alreadyConfirmed' });
    const token = newToken();
    db.prepare('UPDATE players SET confirmation_token = ?, confirmation_sent_at = ? WHERE id = ?').run(tokenHash(token), new Date().toISOString(), player.id);
    confirmationMail(ctx, request, player.email, token);
    return reply.code(201).send({});
  });
}

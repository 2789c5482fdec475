import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context';
import { requirePlayer, SESSION_COOKIE } from '../../auth/sessions';
import { parseOr422 } from '../../http/validation';
import { changePasswordRequestSchema, passwordReminderRequestSchema, passwordResetRequestSchema } from '../../../schemas/wire/auth';
import { confirmedBy, email as emailRule, password as passwordRule, required, validateFields } from '../../../schemas/validation';
import { sendTooManyAttempts, type AccountLimits } from './account-limits';
import { sendFieldErrors } from './field-errors';
import { hashPassword, verifyPassword } from './passwords';
import { findPlayerByEmail, findPlayerById, type PlayerRow } from './player-store';
import { requestLocale } from './request-locale';
import { siteLink, sitePasswordMin } from './site-links';
import { newToken, tokenHash } from './tokens';

const RESET_TOKEN_TTL_MS = 6 * 3_600_000;
/** The site's minimum length applies to every new password, not only at sign-up. */
const newPasswordRules = (request: FastifyRequest) => ({
  password: [required(), passwordRule({ min: sitePasswordMin(request) })],
  password_confirmation: [required(), confirmedBy('password')],
});

export function registerPasswordRoutes(app: FastifyInstance, ctx: PlatformContext, limits: AccountLimits) {
  const { db } = ctx;

  // Always 201: the answer must not tell whether an account exists.
  app.post('/api/users/password', async (request, reply) => {
    const body = parseOr422(passwordReminderRequestSchema, request.body, reply);
    if (!body) return;
    const invalid = validateFields(body.user, { email: [required(), emailRule()] });
    if (invalid.email) return sendFieldErrors(reply, requestLocale(request), invalid);
    // Counted by the address typed, whether or not it has an account, so the limit reveals nothing either.
    const wait = limits.passwordReminder.waitFor(request, body.user.email);
    if (wait !== null) return sendTooManyAttempts(reply, requestLocale(request), wait);
    limits.passwordReminder.record(request, body.user.email);
    const player = findPlayerByEmail(db, body.user.email);
    if (player) {
      const token = newToken();
      db.prepare('UPDATE players SET reset_password_token = ?, reset_password_sent_at = ? WHERE id = ?').run(tokenHash(token), new Date().toISOString(), player.id);
      ctx.mail(player.email, 'Reset your password', `Choose a new password (valid 6 hours): ${siteLink(request, `/new-password?reset_password_token=${token}`)}`, 'password_reset');
    }
    return reply.code(201).send({});
  });

  app.put('/api/users/password', async (request, reply) => {
    const body = parseOr422(passwordResetRequestSchema, request.body, reply);
    if (!body) return;
    const { user } = body;
    const player = db
      .prepare('SELECT * FROM players WHERE reset_password_token = ? AND reset_password_sent_at > ?')
      .get(tokenHash(user.reset_password_token), new Date(Date.now() - RESET_TOKEN_TTL_MS).toISOString()) as PlayerRow | undefined;
    const locale = requestLocale(request, player?.language);
    if (!player) return sendFieldErrors(reply, locale, { reset_password_token: 'tokenInvalid' });
    const errors = validateFields(user, newPasswordRules(request));
    if (Object.keys(errors).length > 0) return sendFieldErrors(reply, locale, errors);
    const hash = await hashPassword(user.password);
    db.transaction(() => {
      db.prepare('UPDATE players SET password_hash = ?, reset_password_token = NULL, reset_password_sent_at = NULL WHERE id = ?').run(hash, player.id);
      // Whoever knew the old password is signed out everywhere.
      db.prepare('DELETE FROM sessions WHERE player_id = ?').run(player.id);
    })();
    return { password_reset: true };
  });

  app.post('/api/users/change_password', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    const body = parseOr422(changePasswordRequestSchema, request.body, reply);
    if (!body) return;
    const player = findPlayerById(db, playerId)!;
    const locale = requestLocale(request, player.language);
    if (!(await verifyPassword(body.user.current_password, player.password_hash))) return sendFieldErrors(reply, locale, { current_password: 'passwordIncorrect' });
    const errors = validateFields(body.user, newPasswordRules(request));
    if (Object.keys(errors).length > 0) return sendFieldErrors(reply, locale, errors);
    const hash = await hashPassword(body.user.password);
    const current = createHash('sha256').update(request.cookies[SESSION_COOKIE] ?? '').digest('hex');
    db.transaction(() => {
      // A changed password voids what the old one could still open: other sessions and any reset link.
      db.prepare('UPDATE players SET password_hash = ?, reset_password_token = NULL, reset_password_sent_at = NULL WHERE id = ?').run(hash, playerId);
      db.prepare('DELETE FROM sessions WHERE player_id = ? AND token_hash <> ?').run(playerId, current);
    })();
    return { password_changed: true };
  });
}

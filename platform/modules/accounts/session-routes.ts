import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context';
import { createSession, destroySession } from '../../auth/sessions';
import { visitorCountry } from '../../geo';
import { parseOr422 } from '../../http/validation';
import { signInRequestSchema } from '../../../schemas/wire/auth';
import { translateValidation } from '../../../schemas/validation';
import { isFullyRestricted } from '../info/public';
import { sendTooManyAttempts, type AccountLimits } from './account-limits';
import { sendFieldErrors } from './field-errors';
import { burnPasswordCheck, verifyPassword } from './passwords';
import { findPlayerByEmail, findPlayerById } from './player-store';
import { toPlayer } from './player-view';
import { requestLocale } from './request-locale';
import { signInLock } from './sign-in-guards';
import { markSignedIn } from './sign-in-state';
import { consumeTwoFactorCode, issueTwoFactorCode } from './two-factor';
import { DATE_LOCALES } from '../../../config/locales';

/**
 * Sign-in and sign-out; the status contract is documented in schemas/wire/auth.ts. Wrong passwords and wrong
 * codes count against the account and the address; a refused (429) attempt is not even checked.
 */
export function registerSessionRoutes(app: FastifyInstance, ctx: PlatformContext, limits: AccountLimits) {
  const { db } = ctx;

  app.post('/api/users/sign_in', async (request, reply) => {
    const body = parseOr422(signInRequestSchema, request.body, reply);
    if (!body) return;
    const { email, password, otp_attempt: otpAttempt } = body.user;
    const locale = requestLocale(request);
    const wait = limits.signIn.waitFor(request, email);
    if (wait !== null) return sendTooManyAttempts(reply, locale, wait);
    if (isFullyRestricted(visitorCountry(request, ctx.config))) {
      return reply.code(403).send({ error: 'login_restricted', message: translateValidation(locale, 'loginRestricted') });
    }
    const player = findPlayerByEmail(db, email);
    const passwordOk = player ? await verifyPassword(password, player.password_hash) : await burnPasswordCheck(password);
    if (!player || !passwordOk) {
      limits.signIn.record(request, email);
      return reply.code(401).send({ error: 'invalid_credentials', message: translateValidation(locale, 'invalidCredentials') });
    }
    const playerLocale = requestLocale(request, player.language);
    const lock = signInLock(ctx, player.id);
    if (lock) {
      const { until } = lock;
      return reply.code(403).send({
        error: 'limit_lock',
        limit_type: lock.type,
        until,
        // The end in the player's language (issue 13 item 2: a clear message), not the wire's ISO date.
        message: until ? translateValidation(playerLocale, 'limitLocked', { until: lockEndText(until, playerLocale) }) : translateValidation(playerLocale, 'limitLockedForever'),
      });
    }
    if (player.two_factor_enabled === 1) {
      if (!otpAttempt) {
        const codeWait = limits.twoFactorCode.waitFor(request, email);
        if (codeWait !== null) return sendTooManyAttempts(reply, playerLocale, codeWait);
        limits.twoFactorCode.record(request, email);
        issueTwoFactorCode(ctx, player.id, player.email);
        return reply.code(200).send({ two_factor_required: true });
      }
      if (!consumeTwoFactorCode(ctx, player.id, otpAttempt)) {
        limits.signIn.record(request, email);
        return sendFieldErrors(reply, playerLocale, { otp_attempt: 'otpInvalid' });
      }
    }
    limits.signIn.clearAccount(email);
    createSession(db, reply, player.id, ctx.config.secureCookies);
    markSignedIn(db, player.id);
    return reply.code(201).send(toPlayer(db, findPlayerById(db, player.id)!));
  });

  app.delete('/api/users/sign_out', async (request, reply) => {
    destroySession(db, request, reply);
    return reply.code(204).send();
  });
}

/** A lock's end as the player reads it: date and time in their locale, in UTC (named, so no one guesses the zone). */
function lockEndText(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[locale] ?? locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso)) + ' UTC';
}

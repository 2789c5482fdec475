import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context';
import { createSession } from '../../auth/sessions';
import { visitorCountry } from '../../geo';
import { parseOr422 } from '../../http/validation';
import { checkEmailRequestSchema, registrationRequestSchema } from '../../../schemas/wire/auth';
import { birthDate, confirmedBy, parseBirthDate, password as passwordRule, validateFields, type ValidationError } from '../../../schemas/validation';
import { isLocale } from '../../../config/locales';
import { isFullyRestricted, licenceFor, rulesForContext } from '../info/public';
import { sendTooManyAttempts, type AccountLimits } from './account-limits';
import { sendFieldErrors } from './field-errors';
import { hashPassword } from './passwords';
import { findPlayerByEmail, findPlayerById } from './player-store';
import { registerPlayer } from './register-player';
import { toPlayer } from './player-view';
import { requestLocale } from './request-locale';
import { siteLicence, siteLink, siteMinimumAge, sitePasswordMin } from './site-links';
import { markSignedIn } from './sign-in-state';
import { newToken, tokenHash } from './tokens';

/** The link is absolute, on the host the player signed up on (site-links.ts). */
export function confirmationMail(ctx: PlatformContext, request: FastifyRequest, email: string, token: string) {
  const link = siteLink(request, `/confirmation?confirmation_token=${token}`);
  ctx.mail(email, 'Confirm your e-mail', `Welcome! Confirm your e-mail address: ${link}`, 'confirmation');
}

/**
 * Sign-up is limited per address (accounts created) and, by default, needs a captcha token
 * (platform/captcha): 50 anonymous accounts in a row are no longer accepted (issue 20 item 9).
 */
export function registerRegistrationRoutes(app: FastifyInstance, ctx: PlatformContext, limits: AccountLimits) {
  const { db } = ctx;

  app.post('/check-email', async (request, reply) => {
    const body = parseOr422(checkEmailRequestSchema, request.body, reply);
    if (!body) return;
    return { exists: findPlayerByEmail(db, body.email) !== undefined };
  });

  app.post('/api/users', async (request, reply) => {
    const body = parseOr422(registrationRequestSchema, request.body, reply);
    if (!body) return;
    const user = body.user;
    const locale = requestLocale(request, user.language);
    const wait = limits.signUpsPerAddress.waitFor(request.ip);
    if (wait !== null) return sendTooManyAttempts(reply, locale, wait);
    if (isFullyRestricted(visitorCountry(request, ctx.config))) {
      return sendFieldErrors(reply, locale, { base: 'registrationRestricted' });
    }
    // The stricter of the player's country's licence and the site's licence variant on this host (EE: 21).
    const licence = licenceFor(user.country) === 'EE' || siteLicence(request, visitorCountry(request, ctx.config)) === 'EE' ? 'EE' : 'CW';
    const errors: Record<string, ValidationError> = validateFields(user, rulesForContext('registration', licence));
    // The site's legal details may state a higher adult age for this licence than the licence's own (its footer badge).
    if (!errors.date_of_birth && typeof user.date_of_birth === 'string' && user.date_of_birth) {
      const young = birthDate({ licence, siteMinimum: siteMinimumAge(request, licence) })(user.date_of_birth, user);
      if (young) errors.date_of_birth = young;
    }
    // The site may ask for a longer password than the platform's floor (its `passwordMinLength`).
    if (!errors.password) {
      const short = passwordRule({ min: sitePasswordMin(request) })(user.password, user);
      if (short) errors.password = short;
    }
    if (!errors.password && user.password_confirmation !== undefined) {
      const mismatch = confirmedBy('password')(user.password_confirmation, user);
      if (mismatch) errors.password_confirmation = mismatch;
    }
    if (!errors.country && isFullyRestricted(user.country)) errors.country = { key: 'registrationRestricted' };
    if (!errors.email && findPlayerByEmail(db, user.email)) errors.email = { key: 'emailTaken' };
    if (Object.keys(errors).length > 0) return sendFieldErrors(reply, locale, errors);
    // After the field checks, so a typo costs the player no token; before any work that creates anything.
    if (ctx.captcha.requires('registration')) {
      const verdict = await ctx.captcha.verify({ token: user.captcha, action: 'registration', ip: request.ip });
      if (!verdict.ok) return sendFieldErrors(reply, locale, { captcha: 'captchaFailed' });
    }

    const token = newToken();
    const passwordHash = await hashPassword(user.password);
    let playerId: number;
    try {
      playerId = registerPlayer(ctx, {
        email: user.email,
        password_hash: passwordHash,
        currency: user.currency,
        country: user.country,
        nickname: user.nickname?.trim() || null,
        date_of_birth: isoBirthDate(user.date_of_birth),
        language: user.language && isLocale(user.language) ? user.language : locale,
        receive_promos: user.receive_promos ?? false,
        receive_sms_promos: user.receive_sms_promos ?? false,
        terms_accepted_at: new Date().toISOString(),
        confirmation_token: tokenHash(token),
      }, 'email');
    } catch (error) {
      // Two registrations racing for one e-mail: the UNIQUE index decides.
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') return sendFieldErrors(reply, locale, { email: 'emailTaken' });
      throw error;
    }
    // Only accounts made count: a visitor fixing a typo is not throttled.
    limits.signUpsPerAddress.record(request.ip);
    confirmationMail(ctx, request, user.email.trim(), token);
    createSession(db, reply, playerId, ctx.config.secureCookies);
    markSignedIn(db, playerId);
    return reply.code(201).send(toPlayer(db, findPlayerById(db, playerId)!));
  });
}

/** The checked DD/MM/YYYY as the ISO date the players table keeps (as profile updates store it). */
function isoBirthDate(value: string | undefined): string | null {
  const date = value ? parseBirthDate(value.trim()) : null;
  return date ? `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}` : null;
}

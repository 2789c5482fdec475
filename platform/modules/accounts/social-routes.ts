import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context';
import { createSession, currentPlayerId, requirePlayer } from '../../auth/sessions';
import { visitorCountry } from '../../geo';
import { parseOr422 } from '../../http/validation';
import { DEFAULT_CURRENCY } from '../../../config/limits';
import { updateDetailsRequestSchema, type WireAuthProviderInfo, type WireConnectedAuthProvider } from '../../../schemas/wire/auth';
import { email as emailRule, mustBeChecked, oneOf, validateFields, type FieldRule } from '../../../schemas/validation';
import { checkRedirectTarget } from '../../../schemas/validation/safe-redirect';
import { COUNTRY_CODES, defaultCurrencyFor, isFullyRestricted } from '../info/public';
import { sendFieldErrors } from './field-errors';
import { hashPassword } from './passwords';
import { findPlayerByEmail, findPlayerById } from './player-store';
import { registerPlayer } from './register-player';
import { toPlayer } from './player-view';
import { requestLocale } from './request-locale';
import { signInLock } from './sign-in-guards';
import { markSignedIn } from './sign-in-state';

/** Social sign-in is simulated: the reference platform has no OAuth apps, so `/users/auth/{provider}` plays the provider. */
export const AUTH_PROVIDERS = [
  { name: 'google_oauth2', type: 'oauth2' },
  { name: 'facebook', type: 'oauth2' },
  { name: 'apple', type: 'openid' },
] as const;

const providerType = (name: string) => AUTH_PROVIDERS.find((p) => p.name === name)?.type ?? 'oauth2';

export function registerSocialRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;

  // The providers are simulated (below), so only demo mode offers them.
  const offered: readonly (typeof AUTH_PROVIDERS)[number][] = ctx.config.mode === 'demo' ? AUTH_PROVIDERS : [];
  app.get('/api/info/auth_providers', async () => offered.map((p): WireAuthProviderInfo => ({ ...p, url: `/users/auth/${p.name}` })));

  app.get('/api/auth_providers', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    const rows = db.prepare('SELECT id, provider, created_at FROM player_auth_providers WHERE player_id = ? ORDER BY id').all(playerId) as {
      id: number;
      provider: string;
      created_at: string;
    }[];
    return rows.map((row): WireConnectedAuthProvider => ({ id: row.id, name: row.provider, type: providerType(row.provider), connected: true, created_at: row.created_at }));
  });

  app.delete('/api/auth_providers/:id', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    const id = Number((request.params as { id: string }).id);
    const removed = Number.isSafeInteger(id) ? db.prepare('DELETE FROM player_auth_providers WHERE id = ? AND player_id = ?').run(id, playerId).changes : 0;
    return removed ? reply.code(204).send() : reply.code(404).send({ error: 'not_found' });
  });

  app.post('/api/auth_providers/update_details', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    const body = parseOr422(updateDetailsRequestSchema, request.body, reply);
    if (!body) return;
    const row = findPlayerById(db, playerId)!;
    const country = body.user.country ?? row.country;
    const rules: Record<string, FieldRule[]> = { terms_acceptance: [mustBeChecked()], country: [oneOf(COUNTRY_CODES)] };
    const errors = validateFields({ terms_acceptance: body.user.terms_acceptance, country: country ?? '' }, rules);
    if (!country) errors.country = { key: 'required' };
    if (Object.keys(errors).length > 0) return sendFieldErrors(reply, requestLocale(request, row.language), errors);
    db.prepare('UPDATE players SET terms_accepted_at = COALESCE(terms_accepted_at, ?), country = ? WHERE id = ?').run(new Date().toISOString(), country, playerId);
    return reply.code(201).send(toPlayer(db, findPlayerById(db, playerId)!));
  });

  // Demo aid: the simulated provider signs anyone in as anyone (`?email=`), so production mode has no such route.
  if (ctx.config.mode !== 'demo') return;

  /**
   * Dev OAuth: `?email=` picks the account the "provider" vouches for (default: a fresh one); a signed-in
   * visitor gets the provider connected instead. Ends with a redirect to `?redirect=` (same-site) or `/`.
   */
  app.get('/users/auth/:provider', async (request, reply) => {
    const provider = (request.params as { provider: string }).provider;
    if (!AUTH_PROVIDERS.some((p) => p.name === provider)) return reply.code(404).send({ error: 'unknown_provider' });
    const query = request.query as Record<string, unknown>;
    // Checked before anything is written: a broken link signs nobody in (400), an unsafe target falls back to `/`.
    const checked = query.redirect === undefined ? null : checkRedirectTarget(query.redirect);
    if (checked && !checked.ok && checked.reason === 'malformed') return reply.code(400).send({ error: 'bad_request', message: 'redirect is not valid percent-encoding' });
    const target = checked?.ok ? checked.target : '/';
    const signedIn = currentPlayerId(db, request);
    const now = new Date().toISOString();
    if (signedIn !== null) {
      db.prepare('INSERT OR IGNORE INTO player_auth_providers (player_id, provider, uid, created_at) VALUES (?, ?, ?, ?)').run(signedIn, provider, `dev:${signedIn}`, now);
      return reply.redirect(target);
    }
    const country = visitorCountry(request, ctx.config);
    if (isFullyRestricted(country)) return reply.redirect('/?error=registration_restricted');
    const requested = typeof query.email === 'string' && emailRule()(query.email, {}) === null ? query.email.trim() : null;
    const email = requested ?? `${provider}.${randomBytes(4).toString('hex')}@social.croupier.dev`;
    const uid = `dev:${email.toLowerCase()}`;
    const linked = db.prepare('SELECT player_id FROM player_auth_providers WHERE provider = ? AND uid = ?').pluck().get(provider, uid) as number | undefined;
    const playerId =
      linked ??
      findPlayerByEmail(db, email)?.id ??
      registerPlayer(ctx, {
        email,
        // Nobody knows this password: the account signs in through the provider or a password reset.
        password_hash: await hashPassword(randomBytes(24).toString('base64url')),
        currency: defaultCurrencyFor(country, DEFAULT_CURRENCY),
        country: null, // §4: the terms popup fills the country of a social sign-up
        confirmed_at: now, // the provider vouched for the address
        social_provider: provider,
      }, 'social');
    db.prepare('INSERT OR IGNORE INTO player_auth_providers (player_id, provider, uid, created_at) VALUES (?, ?, ?, ?)').run(playerId, provider, uid, now);
    if (signInLock(ctx, playerId)) return reply.redirect('/?error=limit_lock');
    createSession(db, reply, playerId, ctx.config.secureCookies);
    markSignedIn(db, playerId);
    return reply.redirect(target);
  });
}

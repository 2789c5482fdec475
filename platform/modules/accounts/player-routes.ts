import type { FastifyInstance } from 'fastify';
import type { PlatformContext } from '../../context';
import { requirePlayer, sessionOf } from '../../auth/sessions';
import { socketTokenFor } from '../../auth/socket-token';
import { parseOr422 } from '../../http/validation';
import { isLocale } from '../../../config/locales';
import { twoFactorToggleRequestSchema } from '../../../schemas/wire/auth';
import { localeUpdateSchema, playerGroupsRequestSchema, playerUpdateRequestSchema, type PlayerSettings } from '../../../schemas/wire/player';
import { sendFieldErrors } from './field-errors';
import { verifyPassword } from './passwords';
import { findPlayerById } from './player-store';
import { toPlayer } from './player-view';
import { playerStats } from './player-stats';
import { applyProfileChanges, planProfileUpdate } from './profile-update';
import { requestLocale } from './request-locale';
import { selfAssignGroups } from './self-assign-groups';
import { loadSelfAssignableGroups } from './self-assignable-groups';

export function registerPlayerRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;
  const selfAssignable = loadSelfAssignableGroups();

  app.get('/api/player', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    return toPlayer(db, findPlayerById(db, playerId)!);
  });

  app.patch('/api/player', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    const body = parseOr422(playerUpdateRequestSchema, request.body, reply);
    if (!body) return;
    const row = findPlayerById(db, playerId)!;
    const plan = planProfileUpdate(row, body);
    if ('errors' in plan) return sendFieldErrors(reply, requestLocale(request, row.language), plan.errors);
    applyProfileChanges(db, playerId, plan.changes);
    return toPlayer(db, findPlayerById(db, playerId)!);
  });

  app.patch('/api/player/update_locale', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    const body = parseOr422(localeUpdateSchema, request.body, reply);
    if (!body) return;
    if (!isLocale(body.locale)) return sendFieldErrors(reply, requestLocale(request), { locale: 'invalidValue' });
    db.prepare('UPDATE players SET language = ? WHERE id = ?').run(body.locale, playerId);
    return toPlayer(db, findPlayerById(db, playerId)!);
  });

  app.post('/api/player/groups', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    const body = parseOr422(playerGroupsRequestSchema, request.body, reply);
    if (!body) return;
    const result = selfAssignGroups(ctx, playerId, body.groups.add, selfAssignable);
    if (!result.ok) return sendFieldErrors(reply, requestLocale(request, findPlayerById(db, playerId)!.language), { groups: result.error });
    // The `groups_updates` push follows player.groups_changed after commit (accounts/index.ts).
    return { groups: result.groups };
  });

  app.get('/api/player/settings', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    const session = sessionOf(db, request)!;
    const settings: PlayerSettings = {
      socket: { url: '/socket', user: String(playerId), token: socketTokenFor(db, playerId, session.token_hash) },
      captcha: { enabled: false, site_key: null },
    };
    return settings;
  });

  app.get('/api/player/stats', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    return playerStats(db, findPlayerById(db, playerId)!);
  });

  app.post('/api/player/two_factor', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    const body = parseOr422(twoFactorToggleRequestSchema, request.body, reply);
    if (!body) return;
    const row = findPlayerById(db, playerId)!;
    if (!(await verifyPassword(body.password, row.password_hash))) {
      return sendFieldErrors(reply, requestLocale(request, row.language), { password: 'passwordIncorrect' });
    }
    db.prepare('UPDATE players SET two_factor_enabled = ? WHERE id = ?').run(body.enable ? 1 : 0, playerId);
    return toPlayer(db, findPlayerById(db, playerId)!);
  });
}

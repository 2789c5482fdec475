import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { liveNotifications, notificationToWire } from './store';

/**
 * `GET /api/player/notifications` (the reference platform's addition, schemas/wire/notifications.ts): the player's
 * notifications not yet expired, newest first, so a bell opened in a new tab shows what was pushed before it joined.
 */
export function registerNotificationRoutes(app: FastifyInstance, ctx: PlatformContext) {
  app.get('/api/player/notifications', async (request, reply) => {
    const playerId = requirePlayer(ctx.db, request, reply);
    if (playerId === null) return reply;
    return liveNotifications(ctx.db, playerId, ctx.clock.now()).map(notificationToWire);
  });
}

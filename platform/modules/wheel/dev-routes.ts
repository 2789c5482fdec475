import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { grantWheelSpin, pendingGrants } from './grants';

/** How many granted spins a player may have waiting through the dev route: a public demo cannot be flooded. */
export const DEV_PENDING_GRANTS_CAP = 5;

/**
 * Demo aid (registered in demo mode only, like `POST /dev/tournaments`): `POST /dev/wheel/spins` grants the signed-in
 * player one `manual_wheel` spin (the rocketplay-wheel page's), as an operator would; it arrives with their next
 * `GET /api/player/lootboxes`. 201 `{granted: true}`; 429 past the cap of waiting grants.
 */
export function registerDevWheelRoutes(app: FastifyInstance, ctx: PlatformContext) {
  app.post('/dev/wheel/spins', async (request, reply) => {
    const playerId = requirePlayer(ctx.db, request, reply);
    if (playerId === null) return reply;
    if (pendingGrants(ctx.db, playerId).length >= DEV_PENDING_GRANTS_CAP) return reply.code(429).send({ error: 'too_many_pending_spins' });
    grantWheelSpin(ctx.db, playerId, `dev:${randomBytes(6).toString('hex')}`, ctx.clock.now());
    return reply.code(201).send({ granted: true });
  });
}

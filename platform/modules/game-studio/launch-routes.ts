import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { gameSessionRequestSchema, gameSessionResponseSchema } from '../../../schemas/wire/game-session';
import { currentPlayerId, requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { parseOr422, send422 } from '../../http/validation';
import { sessionUrl, startGameSession } from './game-sessions';

const gameParamSchema = z.object({ provider: z.string().min(1).max(100), slug: z.string().min(1).max(200) });

/**
 * POST /api/games/{provider}/{slug}/session: a session of the game with the engine of its kind; the answer's
 * `url` is the game page the client frames, and every play call of the session is under it.
 */
export function registerLaunchRoutes(app: FastifyInstance, ctx: PlatformContext) {
  app.post('/api/games/:provider/:slug/session', async (request, reply) => {
    const params = gameParamSchema.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found' });
    const body = parseOr422(gameSessionRequestSchema, request.body, reply);
    if (!body) return reply;
    if (body.mode === 'real' && requirePlayer(ctx.db, request, reply) === null) return reply;
    const started = startGameSession(ctx.db, params.data.provider, params.data.slug, body, currentPlayerId(ctx.db, request), ctx.clock.now());
    if (!started.ok) {
      if (started.status === 422) return send422(reply, started.errors ?? {});
      return reply.code(started.status).send({ error: started.status === 404 ? 'not_found' : 'unauthorized' });
    }
    const { session } = started;
    return reply
      .code(201)
      .send(gameSessionResponseSchema.parse({ url: sessionUrl(session.id), session_id: session.id, mode: session.mode, currency: session.currency }));
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context';
import { parseOr422 } from '../../http/validation';
import { intervalOf, moveSessionStart, sessionRow } from './store';
import { requireSession } from './routes';
import { realityCheckView } from './view';

const devDueSchema = z.strictObject({ due_in_seconds: z.number().int().min(0).max(3600) });

/**
 * Demo aid (demo mode only, like the dev VIP progress): `POST /dev/reality_check {due_in_seconds}` moves the
 * signed-in session's start back so its next check falls due in that many seconds, as if the player had played
 * the rest of the interval already. An end-to-end test sees a check pause a game without waiting 15 minutes.
 */
export function registerDevRealityCheckRoutes(app: FastifyInstance, ctx: PlatformContext) {
  app.post('/dev/reality_check', async (request, reply) => {
    const session = requireSession(ctx, request, reply);
    if (!session) return reply;
    const body = parseOr422(devDueSchema, request.body, reply);
    if (!body) return reply;
    const interval = intervalOf(ctx.db, session.playerId) ?? 0;
    if (interval <= 0) return reply.code(422).send({ errors: { interval_minutes: ['The reality check is off'] } });
    const now = ctx.clock.now();
    const row = sessionRow(ctx.db, session);
    moveSessionStart(ctx.db, row.session_id, new Date(now.getTime() - interval * 60_000 + body.due_in_seconds * 1000));
    return reply.code(201).send(realityCheckView(ctx.db, sessionRow(ctx.db, session), now));
  });
}

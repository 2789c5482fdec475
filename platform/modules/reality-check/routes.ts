import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PlatformContext } from '../../context';
import { parseOr422 } from '../../http/validation';
import { realityCheckUpdateSchema } from '../../../schemas/wire/reality-check';
import { signInSessionOf, type SignInSession } from '../accounts/public';
import { forgetOldSessions, markChecked, saveInterval, sessionRow } from './store';
import { realityCheckView } from './view';

/** The signed-in session, or 401 (the same answer `requirePlayer` gives a guest). */
export function requireSession(ctx: PlatformContext, request: FastifyRequest, reply: FastifyReply): SignInSession | null {
  const session = signInSessionOf(ctx.db, request);
  if (!session) void reply.code(401).send({ error: 'unauthorized' });
  return session;
}

/** `GET/PUT /api/player/reality_check` (schemas/wire/reality-check.ts). */
export function registerRealityCheckRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;

  app.get('/api/player/reality_check', async (request, reply) => {
    const session = requireSession(ctx, request, reply);
    if (!session) return reply;
    const now = ctx.clock.now();
    forgetOldSessions(db, session.playerId, now);
    return realityCheckView(db, sessionRow(db, session), now);
  });

  app.put('/api/player/reality_check', async (request, reply) => {
    const session = requireSession(ctx, request, reply);
    if (!session) return reply;
    const body = parseOr422(realityCheckUpdateSchema, request.body, reply);
    if (!body) return reply;
    const now = ctx.clock.now();
    const row = db.transaction(() => {
      sessionRow(db, session);
      if (body.interval_minutes !== undefined) saveInterval(db, session.playerId, body.interval_minutes, now);
      // A new interval counts from now, like a seen check: neither makes a check due at once.
      markChecked(db, session.id, now);
      return sessionRow(db, session);
    })();
    return realityCheckView(db, row, now);
  });
}

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { spinRequestSchema, spinResponseSchema } from '../../../schemas/wire/game-session';
import { currentPlayerId } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { parseOr422, send422 } from '../../http/validation';
import { actOnBlackjack, BLACKJACK_ACTIONS, dealBlackjack } from './blackjack-play';
import { cashOutCrash, placeCrashBet } from './crash-bets';
import { pushCrashRound } from './crash-rounds';
import type { BlackjackAction } from './engines/blackjack';
import { readGameSession, touchSession, type GameSessionRow } from './game-sessions';
import { placeLiveBet } from './live-play';
import { playRouletteRound } from './roulette-play';
import { sessionState } from './session-state';
import { playSlot, type PlayResult } from './slot-play';

export const sessionParamSchema = z.object({ sessionId: z.string().regex(/^[A-Za-z0-9_-]{10,40}$/) });

// Request bodies, checked strictly (422 and nothing written on anything else). Bet lists are checked by the
// roulette engine itself (engines/roulette-bets.ts), with a code per bet and field.
const betListSchema = z.object({ bets: z.array(z.unknown()).max(200) });
const dealSchema = z.object({ bet_cents: z.number().int().positive().max(1e12) });
const actionSchema = z.object({ action: z.enum(BLACKJACK_ACTIONS as [BlackjackAction, ...BlackjackAction[]]) });
const crashBetSchema = z.object({ bet_cents: z.number().int().positive().max(1e12), auto_cash_out: z.number().nullable().optional() });

/** A real-mode session is spent (and its balance read) only by the player who opened it, with their own session cookie. */
export function sessionOwnedByCaller(ctx: PlatformContext, session: GameSessionRow, request: FastifyRequest) {
  return session.mode === 'demo' || currentPlayerId(ctx.db, request) === session.player_id;
}

/** The session of the request, or the answer already sent (404, 401). */
function callerSession(ctx: PlatformContext, request: FastifyRequest, reply: FastifyReply): GameSessionRow | null {
  const params = sessionParamSchema.safeParse(request.params);
  const session = params.success ? readGameSession(ctx.db, params.data.sessionId) : undefined;
  if (!session) {
    void reply.code(404).send({ error: 'not_found' });
    return null;
  }
  if (!sessionOwnedByCaller(ctx, session, request)) {
    void reply.code(401).send({ error: 'unauthorized' });
    return null;
  }
  return session;
}

function answer<T>(reply: FastifyReply, result: PlayResult<T>) {
  if (!result.ok) return result.status === 422 ? send422(reply, result.errors ?? {}) : reply.code(404).send({ error: 'not_found' });
  return result.body;
}

/**
 * The play calls of a session, all under its page's URL (`/game-studio/{id}`): the answer of each holds the
 * balance after it. A call of another kind's engine answers 404. The pushes a round causes (balance, big win,
 * leaderboards) follow its commit.
 */
export function registerPlayRoutes(app: FastifyInstance, ctx: PlatformContext) {
  app.get('/game-studio/:sessionId/state', async (request, reply) => {
    const session = callerSession(ctx, request, reply);
    if (!session) return reply;
    touchSession(ctx.db, session.id, ctx.clock.now());
    return reply.header('Cache-Control', 'no-store').send(sessionState(ctx, session));
  });

  app.post('/game-studio/:sessionId/spin', async (request, reply) => {
    const session = callerSession(ctx, request, reply);
    if (!session) return reply;
    const body = parseOr422(spinRequestSchema, request.body, reply);
    if (!body) return reply;
    const result = playSlot(ctx, session.id, body.bet_cents);
    return result.ok ? spinResponseSchema.parse(result.body) : answer(reply, result);
  });

  app.post('/game-studio/:sessionId/roulette', async (request, reply) => {
    const session = callerSession(ctx, request, reply);
    if (!session) return reply;
    const body = parseOr422(betListSchema, request.body, reply);
    if (!body) return reply;
    return answer(reply, playRouletteRound(ctx, session.id, body.bets));
  });

  app.post('/game-studio/:sessionId/deal', async (request, reply) => {
    const session = callerSession(ctx, request, reply);
    if (!session) return reply;
    const body = parseOr422(dealSchema, request.body, reply);
    if (!body) return reply;
    return answer(reply, dealBlackjack(ctx, session.id, body.bet_cents));
  });

  app.post('/game-studio/:sessionId/action', async (request, reply) => {
    const session = callerSession(ctx, request, reply);
    if (!session) return reply;
    const body = parseOr422(actionSchema, request.body, reply);
    if (!body) return reply;
    return answer(reply, actOnBlackjack(ctx, session.id, body.action));
  });

  app.post('/game-studio/:sessionId/crash/bet', async (request, reply) => {
    const session = callerSession(ctx, request, reply);
    if (!session) return reply;
    const body = parseOr422(crashBetSchema, request.body, reply);
    if (!body) return reply;
    const placed = placeCrashBet(ctx, session.id, body);
    if (placed.opened) {
      pushCrashRound(ctx, placed.opened, ctx.clock.now().getTime());
      ctx.scheduler.wake();
    }
    if (placed.result.ok) ctx.scheduler.wake();
    return answer(reply, placed.result);
  });

  app.post('/game-studio/:sessionId/crash/cashout', async (request, reply) => {
    const session = callerSession(ctx, request, reply);
    if (!session) return reply;
    return answer(reply, cashOutCrash(ctx, session.id));
  });

  app.post('/game-studio/:sessionId/live/bet', async (request, reply) => {
    const session = callerSession(ctx, request, reply);
    if (!session) return reply;
    const body = parseOr422(betListSchema, request.body, reply);
    if (!body) return reply;
    const result = placeLiveBet(ctx, session.id, body.bets);
    if (result.ok) ctx.scheduler.wake();
    return answer(reply, result);
  });
}

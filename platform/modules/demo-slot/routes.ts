import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { isCryptoCurrency, subunitsOf } from '../../../config/currencies';
import { gameSessionRequestSchema, gameSessionResponseSchema, spinRequestSchema, spinResponseSchema } from '../../../schemas/wire/game-session';
import { currentPlayerId, requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { parseOr422, send422 } from '../../http/validation';
import { gameTitle } from '../catalogue/public';
import { freeRoundFor } from './free-rounds';
import { readGameSession, startGameSession, type GameSessionRow } from './game-sessions';
import { PAYLINES } from './paytable';
import { playableCents, playRound } from './play-round';
import { SLOT_PAGE_CSP, slotPage } from './slot-page';

const BET_STEPS = [10, 20, 50, 100, 200, 500, 1000, 2000, 5000];
const sessionParamSchema = z.object({ sessionId: z.string().regex(/^[A-Za-z0-9_-]{10,40}$/) });
const gameParamSchema = z.object({ provider: z.string().min(1).max(100), slug: z.string().min(1).max(200) });

// Crypto counts 1/10^8 units (config/currencies.ts): bet steps start at 0.0001 of the coin.
const betSteps = (currency: string) => BET_STEPS.map((b) => b * (isCryptoCurrency(currency) ? 1000 : 1));

/** What the slot shows as its balance: play money, or the wallet's real plus bonus money (both are playable). */
function sessionBalance(ctx: PlatformContext, session: GameSessionRow): number {
  if (session.mode === 'demo') return session.fun_balance_cents;
  return playableCents(ctx.db, session.player_id!, session.currency);
}

/** Free spins waiting for this session's game (a bonus engine's pack), shown on the slot page. */
function freeSpinsOf(ctx: PlatformContext, session: GameSessionRow) {
  if (session.mode !== 'real') return null;
  const free = freeRoundFor(ctx.db, session.player_id!, session.currency, session.game_identifier);
  return free ? { left: free.left, betCents: free.betCents } : null;
}

/** A real-mode session is spent only by the player who opened it, with their own session cookie. */
function sessionOwnedByCaller(ctx: PlatformContext, session: GameSessionRow, request: FastifyRequest) {
  return session.mode === 'demo' || currentPlayerId(ctx.db, request) === session.player_id;
}

export function registerDemoSlotRoutes(app: FastifyInstance, ctx: PlatformContext) {
  app.post('/api/games/:provider/:slug/session', async (request, reply) => {
    const params = gameParamSchema.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: 'not_found' });
    const body = parseOr422(gameSessionRequestSchema, request.body, reply);
    if (!body) return reply;
    if (body.mode === 'real' && requirePlayer(ctx.db, request, reply) === null) return reply;
    const started = startGameSession(ctx.db, params.data.provider, params.data.slug, body, currentPlayerId(ctx.db, request));
    if (!started.ok) {
      if (started.status === 422) return send422(reply, started.errors ?? {});
      return reply.code(started.status).send({ error: started.status === 404 ? 'not_found' : 'unauthorized' });
    }
    const { session } = started;
    return reply.code(201).send(
      gameSessionResponseSchema.parse({ url: `/demo-slot/${session.id}`, session_id: session.id, mode: session.mode, currency: session.currency }),
    );
  });

  app.get('/demo-slot/:sessionId', async (request, reply) => {
    const params = sessionParamSchema.safeParse(request.params);
    const session = params.success ? readGameSession(ctx.db, params.data.sessionId) : undefined;
    if (!session) return reply.code(404).type('text/html; charset=utf-8').send('<!doctype html><title>Not found</title><p>This game session does not exist.</p>');
    const bets = betSteps(session.currency);
    const html = slotPage({
      title: gameTitle(ctx.db, session.game_identifier),
      mode: session.mode,
      currency: session.currency,
      subunits: subunitsOf(session.currency),
      balance: sessionBalance(ctx, session),
      bets,
      defaultBet: bets[3]!,
      spinUrl: `/demo-slot/${session.id}/spin`,
      paylines: PAYLINES,
      freeSpins: freeSpinsOf(ctx, session),
    });
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', SLOT_PAGE_CSP)
      .send(html);
  });

  app.post('/demo-slot/:sessionId/spin', async (request, reply) => {
    const params = sessionParamSchema.safeParse(request.params);
    const session = params.success ? readGameSession(ctx.db, params.data.sessionId) : undefined;
    if (!session) return reply.code(404).send({ error: 'not_found' });
    if (!sessionOwnedByCaller(ctx, session, request)) return reply.code(401).send({ error: 'unauthorized' });
    const body = parseOr422(spinRequestSchema, request.body, reply);
    if (!body) return reply;
    // The round's pushes (balance, big win) follow its commit: wallet and demo-slot subscribers.
    const result = playRound(ctx, session.id, body.bet_cents);
    if (!result.ok) return result.status === 422 ? send422(reply, result.errors ?? {}) : reply.code(404).send({ error: 'not_found' });
    return spinResponseSchema.parse(result.spin);
  });
}

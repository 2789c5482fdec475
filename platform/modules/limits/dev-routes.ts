import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../../../config/limits';
import { requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import type { RoundSettled } from '../../domain-event-map';
import { parseOr422 } from '../../http/validation';
import { findPlayerById } from '../accounts/public';
import { pushReachedLimit } from './reached-push';
import { recordPlay } from './usage-recording';

const devPlaySchema = z.strictObject({
  bet_cents: z.number().int().min(1).max(1e9),
  win_cents: z.number().int().min(0).max(1e9).default(0),
});

/**
 * Demo aid (demo mode only, like the other dev routes): `POST /dev/limits/play {bet_cents, win_cents?}` counts real
 * play of that size against the signed-in player's wager and loss limits, in their currency, exactly as a settled
 * real-money round would (the same subscriber code, `recordPlay` then `pushReachedLimit`), without moving money. An
 * end-to-end test so reaches a limit while the player is in a demo game, whose rounds count against nothing.
 */
export function registerDevLimitRoutes(app: FastifyInstance, ctx: PlatformContext) {
  let roundId = 0;
  app.post('/dev/limits/play', async (request, reply) => {
    const playerId = requirePlayer(ctx.db, request, reply);
    if (playerId === null) return reply;
    const body = parseOr422(devPlaySchema, request.body, reply);
    if (!body) return reply;
    const now = ctx.clock.now();
    const round: RoundSettled = {
      roundId: --roundId, sessionId: 'dev-limits', playerId, gameIdentifier: 'dev/limits', kind: 'slot', mode: 'real',
      currency: findPlayerById(ctx.db, playerId)?.currency ?? DEFAULT_CURRENCY, betCents: body.bet_cents, winCents: body.win_cents,
      multiplier: Math.round((body.win_cents / body.bet_cents) * 100) / 100, realBetCents: body.bet_cents, bonusBetCents: 0,
      realWinCents: body.win_cents, bonusWinCents: 0, settledAt: now.toISOString(),
    };
    recordPlay(ctx.db, round);
    pushReachedLimit(ctx, round, now);
    return reply.code(201).send({ recorded: true });
  });
}

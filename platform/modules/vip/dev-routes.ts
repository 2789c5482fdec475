import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../../../config/limits';
import { requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { transaction } from '../../db/transaction';
import { parseOr422 } from '../../http/validation';
import { findPlayerById } from '../accounts/public';
import { activeWallet } from '../wallet/public';
import { progressOf } from './progress';
import { quarterOf } from './quarter';
import { setQuarter } from './store';

const devProgressSchema = z.strictObject({
  deposit_cents: z.number().int().min(0).max(1e11),
  bet_cents: z.number().int().min(0).max(1e12),
});

/**
 * Demo aid (demo mode only, like the dev quests): `POST /dev/vip/progress {deposit_cents, bet_cents}` sets the
 * signed-in player's sums of this quarter in their currency, so an end-to-end test puts a fresh player a few spins
 * below a threshold without depositing thousands. The status itself moves only by real deposits and bets.
 */
export function registerDevVipRoutes(app: FastifyInstance, ctx: PlatformContext) {
  app.post('/dev/vip/progress', async (request, reply) => {
    const playerId = requirePlayer(ctx.db, request, reply);
    if (playerId === null) return reply;
    const body = parseOr422(devProgressSchema, request.body, reply);
    if (!body) return reply;
    const currency = activeWallet(ctx.db, playerId)?.currency ?? findPlayerById(ctx.db, playerId)?.currency ?? DEFAULT_CURRENCY;
    const now = ctx.clock.now();
    transaction(ctx.db, () => setQuarter(ctx.db, playerId, quarterOf(now), currency, { depositCents: body.deposit_cents, betCents: body.bet_cents })).immediate();
    return reply.code(201).send(progressOf(ctx.db, playerId, currency, now));
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformContext } from '../../context';
import { requirePlayer } from '../../auth/sessions';
import { parseOr422, send422 } from '../../http/validation';
import { activeWallet } from '../wallet/public';
import { awardLevel } from './award';
import { levelsOf, poolByIdentifier } from './store';
import { awardToWire } from './view';
import { readPool } from './store';

const forceDropSchema = z.strictObject({
  /** The level's identifier (`mini`…); the lowest level when absent. */
  level: z.string().min(1).max(40).optional(),
});

/**
 * Demo aid (registered in demo mode only, like /dev/quests and the dev mailbox; production never has it):
 * `POST /dev/jackpots/{identifier}/drop` drops a level of an active jackpot to the signed-in caller now, through the
 * same one-transaction award as a drawn drop (recorded with origin `forced`), so an end-to-end test sees the win
 * popup without waiting for luck. 201 with the award as the winner's push carries it.
 */
export function registerDevJackpotRoutes(app: FastifyInstance, ctx: PlatformContext) {
  app.post('/dev/jackpots/:identifier/drop', async (request, reply) => {
    const playerId = requirePlayer(ctx.db, request, reply);
    if (playerId === null) return reply;
    const body = parseOr422(forceDropSchema, request.body ?? {}, reply);
    if (!body) return reply;
    const pool = poolByIdentifier(ctx.db, (request.params as { identifier: string }).identifier);
    if (!pool || pool.state !== 'active') return reply.code(404).send({ error: 'jackpot_not_found' });
    const levels = levelsOf(ctx.db, pool.id);
    const level = body.level ? levels.find((l) => l.identifier === body.level) : levels[0];
    if (!level) return send422(reply, { level: ['unknown level'] });
    const currency = activeWallet(ctx.db, playerId)?.currency ?? pool.currency;
    const award = awardLevel(ctx, { levelId: level.id, generation: level.generation, playerId, currency, how: { origin: 'forced', gameIdentifier: null } });
    if (!award) return reply.code(409).send({ error: 'not_awarded' });
    return reply.code(201).send(awardToWire(award, readPool(ctx.db, pool.id)!));
  });
}

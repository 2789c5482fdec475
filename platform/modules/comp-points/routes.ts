import type { FastifyInstance } from 'fastify';
import { COMP_RATE_TYPES, compExchangeRequestSchema, type CompRateType } from '../../../schemas/wire/comp-points';
import { requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { parseOr422 } from '../../http/validation';
import { cardsToWire } from './cards';
import { exchange } from './exchange';
import { pointsToWire } from './store';

const isRateType = (value: string): value is CompRateType => (COMP_RATE_TYPES as readonly string[]).includes(value);

/**
 * Spec part 2 §7: the player's points, the shop's rates per type (open to guests: the shop is browsable) and the
 * exchange per type. Refusals answer 422 `{errors: {base: [reason]}}`, with `missing_points` for too few points
 * (spec part 2 §5, §8); an unknown type is 404.
 */
export function registerCompPointRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;

  app.get('/api/player/comp_points', (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    return pointsToWire(db, playerId);
  });

  app.get<{ Params: { type: string } }>('/api/comp_points/rates/:type', (request, reply) => {
    const { type } = request.params;
    if (!isRateType(type)) return reply.code(404).send({ error: 'not_found' });
    return cardsToWire(db, type, ctx.clock.now().toISOString());
  });

  app.post<{ Params: { type: string } }>('/api/comp_points/exchange/:type', (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return;
    const { type } = request.params;
    if (!isRateType(type)) return reply.code(404).send({ error: 'not_found' });
    const body = parseOr422(compExchangeRequestSchema, request.body, reply);
    if (!body) return;
    const outcome = exchange(ctx, playerId, type, body.exchange);
    if (outcome.ok) return reply.code(201).send(outcome.result);
    return reply.code(422).send({ errors: { base: [outcome.reason] }, ...(outcome.missingPoints === undefined ? {} : { missing_points: outcome.missingPoints }) });
  });
}

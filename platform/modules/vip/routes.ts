import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../../../config/limits';
import { SUBSCRIPTION_TIERS, type WireSubscriptions } from '../../../schemas/wire/vip';
import { requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { transaction } from '../../db/transaction';
import { parseOr422 } from '../../http/validation';
import { findPlayerById } from '../accounts/public';
import { activeWallet } from '../wallet/public';
import { levelIndex, VIP_LEVELS } from './levels';
import { progressOf } from './progress';
import { heldLevel } from './status';
import { readSubscription, writeSubscription } from './store';
import { benefitsOf, SUBSCRIPTION_BENEFITS } from './subscriptions';

const subscribeSchema = z.strictObject({ tier: z.enum(SUBSCRIPTION_TIERS) });

export function registerVipRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;
  const currencyOf = (playerId: number) => activeWallet(db, playerId)?.currency ?? findPlayerById(db, playerId)?.currency ?? DEFAULT_CURRENCY;

  app.get('/jam/vip_status_progress', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    return progressOf(db, playerId, currencyOf(playerId), ctx.clock.now());
  });

  const subscriptionsOf = (playerId: number): WireSubscriptions => {
    const held = levelIndex(heldLevel(db, playerId, ctx.clock.now()).statusId);
    const chosen = readSubscription(db, playerId);
    return {
      tier: (chosen?.tier as WireSubscriptions['tier']) ?? null,
      updated_at: chosen?.updated_at ?? null,
      tiers: SUBSCRIPTION_BENEFITS.map((b) => ({
        id: b.id,
        comp_points_multiplier: b.compPointsMultiplier,
        vip_bet_bonus_percent: b.vipBetBonusPercent,
        min_status: b.minStatus,
        available: held >= VIP_LEVELS.findIndex((l) => l.name === b.minStatus),
      })),
    };
  };

  app.get('/api/subscriptions', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    return subscriptionsOf(playerId);
  });

  // Choosing a tier: the one held already is the §8 already-subscribed answer; one above the status is refused.
  app.put('/api/subscriptions', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const body = parseOr422(subscribeSchema, request.body, reply);
    if (!body) return reply;
    const outcome = transaction(db, () => {
      if (readSubscription(db, playerId)?.tier === body.tier) return 'already_subscribed' as const;
      const benefits = benefitsOf(body.tier)!;
      const held = levelIndex(heldLevel(db, playerId, ctx.clock.now()).statusId);
      if (held < VIP_LEVELS.findIndex((l) => l.name === benefits.minStatus)) return 'tier_not_available' as const;
      writeSubscription(db, playerId, body.tier, ctx.clock.now().toISOString());
      return 'ok' as const;
    }).immediate();
    if (outcome === 'already_subscribed') return reply.code(409).send({ error: outcome });
    if (outcome === 'tier_not_available') return reply.code(403).send({ error: outcome });
    return subscriptionsOf(playerId);
  });
}

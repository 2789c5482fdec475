import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_CURRENCY, MAX_MOVEMENT_MINOR_UNITS } from '../../../config/limits';
import { bonusCodeRequestSchema, bonusSettingsRequestSchema, bonusSettingsSchema, depositBonusOfferSchema } from '../../../schemas/wire/money';
import { currentPlayerId, requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { parseOr422 } from '../../http/validation';
import { updateBonusSettings } from '../accounts/public';
import { activeWallet } from '../wallet/public';
import { offersFor, offerToWire } from './offers';

const offersQuerySchema = z.object({
  currency: z.string().regex(/^[A-Z]{3,5}$/).optional(),
  amount_cents: z.coerce.number().int().positive().max(MAX_MOVEMENT_MINOR_UNITS).optional(),
});
const offersSchema = z.array(depositBonusOfferSchema);

export function registerBonusRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;

  // Spec §7 GET /api/bonuses/deposit: the offers of /deposit-bonus. A guest sees what a new player would.
  app.get('/api/bonuses/deposit', async (request, reply) => {
    const query = parseOr422(offersQuerySchema, request.query, reply);
    if (!query) return reply;
    const playerId = currentPlayerId(db, request);
    const currency = query.currency ?? (playerId !== null ? activeWallet(db, playerId)?.currency : undefined) ?? DEFAULT_CURRENCY;
    return offersSchema.parse(offersFor(db, playerId, currency, query.amount_cents ?? null).map(offerToWire));
  });

  app.patch('/api/player/set_bonus_code', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const body = parseOr422(bonusCodeRequestSchema, request.body, reply);
    if (!body) return reply;
    return bonusSettingsSchema.parse(updateBonusSettings(db, playerId, { depositBonusCode: body.deposit_bonus_code }));
  });

  app.delete('/api/player/clear_bonus_code', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    return bonusSettingsSchema.parse(updateBonusSettings(db, playerId, { depositBonusCode: null }));
  });

  app.patch('/api/player/update_bonus_settings', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const body = parseOr422(bonusSettingsRequestSchema, request.body, reply);
    if (!body) return reply;
    return bonusSettingsSchema.parse(updateBonusSettings(db, playerId, { canIssue: body.settings.can_issue }));
  });
}

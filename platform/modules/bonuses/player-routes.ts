import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../../../config/limits';
import { couponRequestSchema, promoCodeRequestSchema } from '../../../schemas/wire/bonuses';
import { currentPlayerId, requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { parseOr422, send422 } from '../../http/validation';
import { activeWallet } from '../wallet/public';
import { redeemCode, type CodeKind } from './codes';
import { mayIssue } from './issue';
import { activatePlayerBonus, activatePlayerPack, cancelPlayerBonus, cancelPlayerPack, type ActionResult } from './player-actions';
import { registrationOffers } from './registration';
import type { BonusRow, PackRow } from './store';
import { bonusToReceived, bonusToWire, packToReceived, packToWire } from './view';

/**
 * The player's bonus calls (spec part 2 §7; wire shapes in schemas/wire/bonuses.ts). Lists hold what is open
 * (issued, waiting, active) and what ended in the last `RECENT_DAYS` days, newest first.
 */
export const RECENT_DAYS = 30;
const DAY_MS = 86_400_000;

const idSchema = z.object({ id: z.string().regex(/^\d{1,15}$/) });
const registrationQuerySchema = z.object({ currency: z.string().regex(/^[A-Z]{3,5}$/).optional() });

export function registerPlayerBonusRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;
  const since = () => new Date(ctx.clock.now().getTime() - RECENT_DAYS * DAY_MS).toISOString();

  const bonusesOf = (playerId: number) =>
    db
      .prepare("SELECT * FROM bonuses WHERE player_id = ? AND (stage IN ('issued', 'wait', 'activated', 'handle_bets') OR ended_at >= ?) ORDER BY id DESC")
      .all(playerId, since()) as BonusRow[];
  const packsOf = (playerId: number) =>
    db.prepare("SELECT * FROM bonus_freespins WHERE player_id = ? AND (stage IN ('issued', 'activated') OR ended_at >= ?) ORDER BY id DESC").all(playerId, since()) as PackRow[];

  app.get('/api/player/bonuses', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const now = ctx.clock.now();
    return bonusesOf(playerId).map((row) => bonusToWire(db, row, now));
  });

  app.get('/api/player/freespins', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const now = ctx.clock.now();
    return packsOf(playerId).map((row) => packToWire(db, row, now));
  });

  // Every gift of either kind with what became of it (the header counter counts status `received`).
  app.get('/api/v2/bonuses', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const received = [...bonusesOf(playerId).map(bonusToReceived), ...packsOf(playerId).map(packToReceived)];
    return received.sort((a, b) => (a.created_at < b.created_at ? 1 : a.created_at > b.created_at ? -1 : 0));
  });

  // What a new player gets on sign-up; a guest may ask (no currency: the caller's wallet, or the default).
  app.get('/api/bonuses/registration', async (request, reply) => {
    const query = parseOr422(registrationQuerySchema, request.query, reply);
    if (!query) return reply;
    const playerId = currentPlayerId(db, request);
    if (playerId !== null && !mayIssue(db, playerId)) return [];
    const currency = query.currency ?? (playerId !== null ? activeWallet(db, playerId)?.currency : undefined) ?? DEFAULT_CURRENCY;
    return registrationOffers(db, currency);
  });

  /** The id of `/…/{id}…` or null after a 404; the signed-in player or null after a 401. */
  const target = (request: FastifyRequest, reply: FastifyReply): { playerId: number; id: number } | null => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return null;
    const params = idSchema.safeParse(request.params);
    if (!params.success) {
      void reply.code(404).send({ error: 'not_found' });
      return null;
    }
    return { playerId, id: Number(params.data.id) };
  };

  const answer = <T>(reply: FastifyReply, result: ActionResult<T>, toWire: (row: T) => unknown) => {
    if (result.ok) return toWire(result.row);
    if (result.reason === 'not_found') return reply.code(404).send({ error: 'not_found' });
    return send422(reply, { base: [result.reason] });
  };
  const bonusWire = (row: BonusRow) => bonusToWire(db, row, ctx.clock.now());
  const packWire = (row: PackRow) => packToWire(db, row, ctx.clock.now());

  app.post('/api/player/bonuses/:id/activation', async (request, reply) => {
    const t = target(request, reply);
    return t ? answer(reply, activatePlayerBonus(ctx, t.playerId, t.id), bonusWire) : reply;
  });

  app.delete('/api/player/bonuses/:id', async (request, reply) => {
    const t = target(request, reply);
    return t ? answer(reply, cancelPlayerBonus(ctx, t.playerId, t.id), bonusWire) : reply;
  });

  app.post('/api/player/freespins/:id/activation', async (request, reply) => {
    const t = target(request, reply);
    return t ? answer(reply, activatePlayerPack(ctx, t.playerId, t.id), packWire) : reply;
  });

  app.delete('/api/player/freespins/:id', async (request, reply) => {
    const t = target(request, reply);
    return t ? answer(reply, cancelPlayerPack(ctx, t.playerId, t.id), packWire) : reply;
  });

  // A malformed body answers under the request field's name; a refusal always under `code` (CODE_REFUSALS).
  const redeem = (kind: CodeKind, request: FastifyRequest, reply: FastifyReply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const body = kind === 'promo' ? parseOr422(promoCodeRequestSchema, request.body, reply) : parseOr422(couponRequestSchema, request.body, reply);
    if (!body) return reply;
    const result = redeemCode(ctx, playerId, kind, 'code' in body ? body.code : body.coupon_code);
    return result.ok ? result.redemption : send422(reply, { code: [result.reason] });
  };

  app.post('/api/v2/bonuses/promo-code', async (request, reply) => redeem('promo', request, reply));
  app.post('/api/bonuses/coupon', async (request, reply) => redeem('coupon', request, reply));
}

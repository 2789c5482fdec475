import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  cashoutResponseSchema,
  depositResponseSchema,
  paymentMethodsQuerySchema,
  paymentMethodsSchema,
  paymentRequestSchema,
  paymentsSchema,
  type PaymentAction,
} from '../../../schemas/wire/money';
import { DEFAULT_CURRENCY } from '../../../config/limits';
import { requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { parseOr422, send422 } from '../../http/validation';
import { activeWallet, ensureWallets } from '../wallet/public';
import { createPayment } from './create-payment';
import { paymentMethodsFor } from './methods';
import { transitionPayment } from './state-machine';
import { listPayments, paymentToWire, readPayment } from './store';

const idempotencyKeySchema = z.string().min(1).max(128).optional();
const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const devPaymentUrl = (id: number, token: string) => `/dev/payments/${id}?token=${encodeURIComponent(token)}`;

export function registerPaymentRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;

  app.get('/api/player/payments', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    return paymentsSchema.parse(listPayments(db, playerId).map(paymentToWire));
  });

  app.get('/api/player/payment_methods', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const query = parseOr422(paymentMethodsQuerySchema, request.query, reply);
    if (!query) return reply;
    ensureWallets(db, playerId);
    const currency = query.currency ?? activeWallet(db, playerId)?.currency ?? DEFAULT_CURRENCY;
    return paymentMethodsSchema.parse(paymentMethodsFor(query.action, currency));
  });

  const create = (action: PaymentAction) => async (request: FastifyRequest, reply: FastifyReply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const body = parseOr422(paymentRequestSchema, request.body, reply);
    if (!body) return reply;
    const key = idempotencyKeySchema.safeParse(request.headers['idempotency-key']);
    if (!key.success) return send422(reply, { idempotency_key: ['must be 1 to 128 characters'] });
    ensureWallets(db, playerId);
    const result = createPayment(ctx, playerId, action, body, key.data ?? null);
    if (!result.ok) return send422(reply, result.errors);
    const payment = paymentToWire(result.payment);
    reply.code(result.replayed ? 200 : 201);
    if (action === 'cashout') return cashoutResponseSchema.parse({ id: payment.id, payment });
    return depositResponseSchema.parse({ id: payment.id, redirect_url: devPaymentUrl(payment.id, result.payment.callback_token), payment });
  };
  app.post('/api/player/payments/deposit', create('deposit'));
  app.post('/api/player/payments/cashout', create('cashout'));

  app.post('/api/player/payments/:id/recall', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const params = idParamSchema.safeParse(request.params);
    const row = params.success ? readPayment(db, params.data.id) : undefined;
    if (!row || row.player_id !== playerId) return reply.code(404).send({ error: 'not_found' });
    if (!paymentToWire(row).recallable) return send422(reply, { base: ['payment is not recallable'] });
    const result = transitionPayment(ctx, row.id, 'recalled', 'recalled_by_player');
    if (result.outcome !== 'changed') return send422(reply, { base: ['payment is not recallable'] });
    return paymentToWire(result.payment);
  });
}

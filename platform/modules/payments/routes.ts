import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DEFAULT_CURRENCY } from '../../../config/limits';
import { isCryptoCurrency } from '../../../config/currencies';
import {
  cashoutResponseSchema,
  depositResponseSchema,
  FINAL_PAYMENT_STATES,
  paymentDetailSchema,
  paymentMethodsQuerySchema,
  paymentMethodsSchema,
  paymentRequestSchema,
  paymentsSchema,
  transactionRiskRequestSchema,
  type PaymentAction,
} from '../../../schemas/wire/money';
import { requirePlayer } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { parseOr422, send422 } from '../../http/validation';
import { findPlayerById, requestLocale, sendFieldErrors } from '../accounts/public';
import { activeWallet, ensureWallets } from '../wallet/public';
import { createPayment } from './create-payment';
import { cryptoDepositInstructions } from './crypto-networks';
import { paymentMethodsFor } from './methods';
import { recordRiskDetails } from './risk-details';
import { withSavedProfiles } from './saved-profiles';
import { transitionPayment } from './state-machine';
import { listPayments, paymentToWire, readPayment, type PaymentRow } from './store';

const idempotencyKeySchema = z.string().min(1).max(128).optional();
const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

export const devPaymentUrl = (id: number, token: string) => `/dev/payments/${id}?token=${encodeURIComponent(token)}`;

/**
 * A deposit's answer, the same for the first request and its replays. Fiat: the processor's page. Crypto: no
 * page, the (demo) address to pay to; the payment stays pending until the chain (the dev processor) confirms.
 */
function depositAnswer(ctx: PlatformContext, row: PaymentRow) {
  const payment = paymentToWire(row);
  if (isCryptoCurrency(row.currency)) {
    return depositResponseSchema.parse({ id: row.id, redirect_url: null, crypto: cryptoDepositInstructions(ctx.db, row.player_id, row.currency, row.amount_cents), payment });
  }
  return depositResponseSchema.parse({ id: row.id, redirect_url: devPaymentUrl(row.id, row.callback_token), crypto: null, payment });
}

export function registerPaymentRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const { db } = ctx;
  const ownPayment = (request: FastifyRequest, playerId: number) => {
    const params = idParamSchema.safeParse(request.params);
    const row = params.success ? readPayment(db, params.data.id) : undefined;
    return row && row.player_id === playerId ? row : undefined;
  };

  app.get('/api/player/payments', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    return paymentsSchema.parse(listPayments(db, playerId).map(paymentToWire));
  });

  // The state of one payment: what the client asks after losing the network mid-deposit, instead of posting again.
  app.get('/api/player/payments/:id', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const row = ownPayment(request, playerId);
    if (!row) return reply.code(404).send({ error: 'not_found' });
    const open = row.action === 'deposit' && isCryptoCurrency(row.currency) && !FINAL_PAYMENT_STATES.includes(row.state);
    const crypto = open ? cryptoDepositInstructions(ctx.db, row.player_id, row.currency, row.amount_cents) : null;
    return paymentDetailSchema.parse({ ...paymentToWire(row), crypto });
  });

  app.get('/api/player/payment_methods', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const query = parseOr422(paymentMethodsQuerySchema, request.query, reply);
    if (!query) return reply;
    ensureWallets(db, playerId);
    const currency = query.currency ?? activeWallet(db, playerId)?.currency ?? DEFAULT_CURRENCY;
    return paymentMethodsSchema.parse(withSavedProfiles(db, playerId, paymentMethodsFor(query.action, currency)));
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
    if (!result.ok) {
      // A responsible-gaming limit keeps its own shape (limitErrorSchema): the client shows the limit-reached notice.
      if ('limit' in result) return send422(reply, { limit: [result.limit] });
      return sendFieldErrors(reply, requestLocale(request, findPlayerById(db, playerId)?.language), result.errors);
    }
    reply.code(result.replayed ? 200 : 201);
    if (action === 'cashout') {
      const payment = paymentToWire(result.payment);
      return cashoutResponseSchema.parse({ id: payment.id, payment });
    }
    return depositAnswer(ctx, result.payment);
  };
  app.post('/api/player/payments/deposit', create('deposit'));
  app.post('/api/player/payments/cashout', create('cashout'));

  app.post('/api/player/payments/:id/recall', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const row = ownPayment(request, playerId);
    if (!row) return reply.code(404).send({ error: 'not_found' });
    if (!paymentToWire(row).recallable) return send422(reply, { base: ['payment is not recallable'] });
    const result = transitionPayment(ctx, row.id, 'recalled', 'recalled_by_player');
    if (result.outcome !== 'changed') return send422(reply, { base: ['payment is not recallable'] });
    return paymentToWire(result.payment);
  });

  // Spec §7 POST /api/users/transaction: the client's risk details of one of the player's own payments.
  app.post('/api/users/transaction', async (request, reply) => {
    const playerId = requirePlayer(db, request, reply);
    if (playerId === null) return reply;
    const body = parseOr422(transactionRiskRequestSchema, request.body, reply);
    if (!body) return reply;
    const row = readPayment(db, body.transaction.payment_id);
    if (!row || row.player_id !== playerId) return reply.code(404).send({ error: 'not_found' });
    recordRiskDetails(db, row, body.transaction, request.ip);
    return reply.code(204).send();
  });
}

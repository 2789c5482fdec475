import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { devPaymentUrl } from './routes';
import { isCryptoCurrency } from '../../../config/currencies';
import { paymentCallbackSchema, type PaymentState } from '../../../schemas/wire/money';
import { currentPlayerId } from '../../auth/sessions';
import type { PlatformContext } from '../../context';
import { parseOr422 } from '../../http/validation';
import { offerTitle } from '../bonuses/public';
import { displayAmount } from '../info/public';
import { demoDepositAddress } from './crypto-networks';
import { devPaymentList } from './dev-list-page';
import { devPaymentPage, PROCESSOR_PAGE_CSP, type ProcessorPageView } from './dev-page';
import { loadMerchantNames } from './merchant-name';
import { findPaymentMethod } from './methods';
import { BalanceRefused, transitionPayment } from './state-machine';
import { openPaymentsOf, paymentToWire, readPayment, returnPathOf, type PaymentRow } from './store';

const idParamSchema = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

function tokenMatches(row: PaymentRow, token: unknown): boolean {
  if (typeof token !== 'string') return false;
  const a = Buffer.from(token);
  const b = Buffer.from(row.callback_token);
  return a.length === b.length && timingSafeEqual(a, b);
}

function targetState(row: PaymentRow, outcome: 'succeed' | 'decline' | 'cancel' | 'pending'): PaymentState | null {
  if (outcome === 'succeed') return 'succeeded';
  if (outcome === 'cancel') return 'canceled';
  // A refused withdrawal is "rejected" by the operator; a refused deposit is "declined" by the provider.
  if (outcome === 'decline') return row.action === 'cashout' ? 'rejected' : 'declined';
  return null;
}

/**
 * The reference platform's simulated payment provider: its page (GET) and its callback (POST). Callbacks are
 * idempotent: replaying one answers `changed: false` and moves no money.
 */
export function registerDevPaymentRoutes(app: FastifyInstance, ctx: PlatformContext) {
  const merchantFor = loadMerchantNames();
  const view = (row: PaymentRow, host: string): ProcessorPageView => ({
    payment: paymentToWire(row),
    token: row.callback_token,
    amountText: displayAmount(row.amount_cents, row.currency),
    methodName: findPaymentMethod(row.action, row.currency, row.payment_system)?.name ?? row.brand,
    detailsTitle: row.details_title,
    merchant: merchantFor(host),
    bonusTitle: row.bonus_id === null ? null : offerTitle(ctx.db, row.bonus_id),
    cryptoAddress: row.action === 'deposit' && isCryptoCurrency(row.currency) ? demoDepositAddress(ctx.db, row.player_id, row.currency) : null,
    returnPath: returnPathOf(row),
  });
  const html = (reply: FastifyReply, body: string) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('Content-Security-Policy', PROCESSOR_PAGE_CSP).send(body);

  // The signed-in player's open payments, each with its processor page: how a demo confirms a crypto deposit
  // (which has no redirect) or decides a withdrawal.
  app.get('/dev/payments', async (request, reply) => {
    const playerId = currentPlayerId(ctx.db, request);
    const rows = playerId === null ? null : openPaymentsOf(ctx.db, playerId);
    return html(reply, devPaymentList(rows?.map((row) => ({ view: view(row, request.host), url: devPaymentUrl(row.id, row.callback_token) })) ?? null, merchantFor(request.host)));
  });

  app.get('/dev/payments/:id', async (request, reply) => {
    const params = idParamSchema.safeParse(request.params);
    const row = params.success ? readPayment(ctx.db, params.data.id) : undefined;
    if (!row || !tokenMatches(row, (request.query as Record<string, unknown>)?.token)) return reply.code(404).send({ error: 'not_found' });
    return html(reply, devPaymentPage(view(row, request.host)));
  });

  app.post('/dev/payments/:id/callback', async (request, reply) => {
    const params = idParamSchema.safeParse(request.params);
    const body = parseOr422(paymentCallbackSchema, request.body, reply);
    if (!body) return reply;
    const row = params.success ? readPayment(ctx.db, params.data.id) : undefined;
    if (!row || !tokenMatches(row, body.token)) return reply.code(404).send({ error: 'not_found' });
    const to = targetState(row, body.outcome);
    // "Stay pending" reports nothing new.
    if (to === null) return { payment: paymentToWire(row), changed: false };
    const reason = to === 'canceled' ? 'canceled_by_provider' : to === 'succeeded' ? null : 'declined_by_provider';
    let result: ReturnType<typeof transitionPayment>;
    try {
      result = transitionPayment(ctx, row.id, to, reason);
    } catch (error) {
      // The wallet refused the money (a balance past its cap): nothing moved, the payment stays as it was.
      if (error instanceof BalanceRefused) return reply.code(422).send({ error: 'balance_refused', reason: error.message, payment: paymentToWire(row) });
      throw error;
    }
    if (result.outcome === 'not_found') return reply.code(404).send({ error: 'not_found' });
    if (result.outcome === 'invalid') return reply.code(409).send({ error: 'invalid_transition', payment: paymentToWire(result.payment) });
    return { payment: paymentToWire(result.payment), changed: result.outcome === 'changed' };
  });
}

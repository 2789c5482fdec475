import * as z from 'zod/mini';
import { definePluginState, type PluginRuntime } from '@core/index';
import {
  cashoutResponseSchema,
  cryptoExchangeRateSchema,
  depositResponseSchema,
  paymentMethodSchema,
  paymentDetailSchema,
  paymentSchema,
  type PaymentAction,
  type PaymentRequest,
} from '@schemas/wire/money';
import { accountSchema } from '@schemas/wire/player';
import { cashboxManifest } from './manifest';

const anything = z.unknown();

/** The risk details of spec part 2 §7 (`POST /api/users/transaction`), as far as the browser knows them. */
export interface RiskDetails {
  timezone?: string;
  language?: string;
  screen?: string;
  user_agent?: string;
}

/**
 * Every call of the cashbox (spec part 2 §7, WIRE.md "Money"). Payment writes carry an `Idempotency-Key` and
 * are never retried by the client (`retryWrites` stays off): after a lost answer the payment's state is asked
 * for instead. `l` words the platform's 422 messages in the site's language.
 */
export function createCashboxApi(runtime: PluginRuntime) {
  const http = runtime.http;
  const l = () => ({ l: runtime.locale.current });
  return {
    payments: () => http.requestList({ path: '/api/player/payments', item: paymentSchema, code: 'LOAD_PAYMENTS' }),
    payment: (id: number) => http.request({ path: `/api/player/payments/${id}`, schema: paymentDetailSchema, code: 'LOAD_PAYMENT' }),
    methods: (action: PaymentAction, currency: string) =>
      http.requestList({ path: '/api/player/payment_methods', searchParams: { action, currency }, item: paymentMethodSchema, code: 'LOAD_PAYMENT_METHODS' }),
    deposit: (request: PaymentRequest, idempotencyKey: string) =>
      http.request({
        method: 'post',
        path: '/api/player/payments/deposit',
        json: request,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: depositResponseSchema,
        code: 'DEPOSIT',
        searchParams: l(),
      }),
    cashout: (request: PaymentRequest, idempotencyKey: string) =>
      http.request({
        method: 'post',
        path: '/api/player/payments/cashout',
        json: request,
        headers: { 'Idempotency-Key': idempotencyKey },
        schema: cashoutResponseSchema,
        code: 'CASHOUT',
        searchParams: l(),
      }),
    recall: (id: number) => http.request({ method: 'post', path: `/api/player/payments/${id}/recall`, schema: paymentSchema, code: 'RECALL_PAYMENT', searchParams: l() }),
    risk: (paymentId: number, details: RiskDetails) =>
      http.request({ method: 'post', path: '/api/users/transaction', json: { transaction: { payment_id: paymentId, ...details } }, schema: anything, code: 'PAYMENT_RISK' }),
    accounts: () => http.requestList({ path: '/api/player/accounts', searchParams: { compatibility: true }, item: accountSchema, code: 'LOAD_ACCOUNTS' }),
    /** Opens the wallet if missing and makes it the active one; answers every wallet. */
    activateAccount: (currency: string) =>
      http.requestList({ method: 'post', path: '/api/player/accounts', json: { currency }, item: accountSchema, code: 'ADD_ACCOUNT', searchParams: l() }),
    rates: () => http.requestList({ path: '/api/info/crypto_exchange_rates', item: cryptoExchangeRateSchema, code: 'LOAD_CRYPTO_RATES' }),
    setBonusCode: (code: string) =>
      http.request({ method: 'patch', path: '/api/player/set_bonus_code', json: { deposit_bonus_code: code }, schema: anything, code: 'SET_BONUS_CODE' }),
    clearBonusCode: () => http.request({ method: 'delete', path: '/api/player/clear_bonus_code', schema: anything, code: 'CLEAR_BONUS_CODE' }),
    /** Part 2 §4: "enable bonus issuing" before a deposit code is set. */
    enableBonuses: () =>
      http.request({ method: 'patch', path: '/api/player/update_bonus_settings', json: { settings: { can_issue: true } }, schema: anything, code: 'UPDATE_BONUS_SETTINGS' }),
  };
}
export type CashboxApi = ReturnType<typeof createCashboxApi>;

/** Built on first use by the cashbox's screens and lifecycle code, so the money schemas load with them. */
export const cashboxApiState = definePluginState(cashboxManifest, ({ runtime }) => createCashboxApi(runtime), { lifetime: 'runtime' });

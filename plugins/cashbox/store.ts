import { proxy } from 'valtio';
import type { CryptoExchangeRate, DepositBonusOffer, DepositResponse, Payment, PaymentAction, PaymentMethod } from '@schemas/wire/money';
import { mergePayment } from './rules/payment-states';

export type Loadable<T> = { status: 'loading'; data: T | null } | { status: 'ready'; data: T } | { status: 'failed'; data: T | null };

/**
 * The cashbox's data for one player (one per runtime and session, see `state.ts`): screens render from it, so
 * moving between tabs redraws at once and a `payments_changes` event updates every screen that shows a payment.
 */
export interface CashboxState {
  /** Deposits and withdrawals, newest first (`GET /api/player/payments`, then live events). */
  payments: Loadable<Payment[]> | null;
  /** `action:currency` → methods as the platform listed them (filtering happens at render). */
  methods: Record<string, Loadable<PaymentMethod[]>>;
  rates: Loadable<CryptoExchangeRate[]> | null;
  /** Currency → deposit bonus offers (`/deposit-bonus`). */
  offers: Record<string, Loadable<DepositBonusOffer[]>>;
  /** Payments known one by one (a deposit's answer, `GET …/payments/{id}`, events) before or beside the list. */
  byId: Record<string, Payment>;
  /** Payment id → where to send the coins, kept for the result screen of a crypto deposit. */
  cryptoAddresses: Record<string, NonNullable<DepositResponse['crypto']>>;
}

export function createCashboxStore() {
  return proxy<CashboxState>({ payments: null, methods: {}, rates: null, offers: {}, byId: {}, cryptoAddresses: {} });
}
export type CashboxStore = ReturnType<typeof createCashboxStore>;

export const methodsKey = (action: PaymentAction, currency: string) => `${action}:${currency}`;

/** A payment the platform answered or pushed: replaces its older copy wherever it is shown. */
export function upsertPayment(store: CashboxStore, payment: Payment) {
  store.byId[String(payment.id)] = payment;
  const list = store.payments;
  if (list?.data) store.payments = { ...list, data: mergePayment(list.data, payment) } as Loadable<Payment[]>;
}

/** The list as loaded, with what arrived one by one since (newest first). */
export function setPayments(store: CashboxStore, payments: Payment[]) {
  let merged = payments;
  for (const known of Object.values(store.byId)) {
    const listed = payments.find((p) => p.id === known.id);
    if (listed) store.byId[String(known.id)] = listed;
    else merged = mergePayment(merged, known);
  }
  store.payments = { status: 'ready', data: merged };
}

export function paymentById(store: { readonly payments: { readonly data: readonly Payment[] | null } | null; readonly byId: Readonly<Record<string, Payment>> }, id: number): Payment | null {
  return store.byId[String(id)] ?? store.payments?.data?.find((p) => p.id === id) ?? null;
}

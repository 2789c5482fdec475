import { stateOf, type PluginRuntime } from '@core/index';
import { BONUS_OFFERS_SERVICE } from '@schemas/contracts/services';
import type { Payment, PaymentAction, PaymentMethod } from '@schemas/wire/money';
import { cashboxApiState } from './api';
import { METHODS_RETRY_CAP } from './rules/method-filters';
import { cashboxState } from './state';
import { methodsKey, setPayments, upsertPayment } from './store';

/** Not in the spec: the pause before reloading an empty method list (one more step per attempt). */
export const METHODS_RETRY_STEP_MS = 600;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Keyed weakly by the per-runtime store: two screens asking at once share one request.
const paymentsInFlight = new WeakMap<object, Promise<Payment[] | null>>();

/** Loads the payment history once per session (or again with `force`); a failure keeps what was shown. */
export function loadPayments(runtime: PluginRuntime, force = false): Promise<Payment[] | null> {
  const store = stateOf(runtime, cashboxState);
  if (!force && store.payments?.status === 'ready') return Promise.resolve(store.payments.data);
  const running = paymentsInFlight.get(store);
  if (running) return running;
  store.payments = { status: 'loading', data: store.payments?.data ?? null };
  const load = stateOf(runtime, cashboxApiState)
    .payments()
    .then(
      (payments) => {
        setPayments(store, payments);
        return store.payments?.data ?? null;
      },
      () => {
        store.payments = { status: 'failed', data: store.payments?.data ?? null };
        return null;
      },
    )
    .finally(() => paymentsInFlight.delete(store));
  paymentsInFlight.set(store, load);
  return load;
}

/**
 * Methods of one action in one currency, loaded once per session. An empty answer is asked again up to three
 * times (spec part 2 §5): providers sometimes answer before their list is ready.
 */
export async function loadMethods(runtime: PluginRuntime, action: PaymentAction, currency: string, options: { force?: boolean; stepMs?: number } = {}) {
  const store = stateOf(runtime, cashboxState);
  const key = methodsKey(action, currency);
  const current = store.methods[key];
  if (!options.force && (current?.status === 'ready' || current?.status === 'loading')) return;
  store.methods[key] = { status: 'loading', data: current?.data ?? null };
  const api = stateOf(runtime, cashboxApiState);
  let methods: PaymentMethod[] = [];
  try {
    for (let attempt = 0; attempt <= METHODS_RETRY_CAP; attempt += 1) {
      if (attempt > 0) await wait((options.stepMs ?? METHODS_RETRY_STEP_MS) * attempt);
      methods = await api.methods(action, currency);
      if (methods.length > 0) break;
    }
    store.methods[key] = { status: 'ready', data: methods };
  } catch {
    store.methods[key] = { status: 'failed', data: current?.data ?? null };
  }
}

export async function loadRates(runtime: PluginRuntime) {
  const store = stateOf(runtime, cashboxState);
  if (store.rates?.status === 'ready' || store.rates?.status === 'loading') return;
  store.rates = { status: 'loading', data: null };
  try {
    store.rates = { status: 'ready', data: await stateOf(runtime, cashboxApiState).rates() };
  } catch {
    store.rates = { status: 'failed', data: null };
  }
}

export async function loadOffers(runtime: PluginRuntime, currency: string) {
  const store = stateOf(runtime, cashboxState);
  const current = store.offers[currency];
  if (current?.status === 'ready' || current?.status === 'loading') return;
  store.offers[currency] = { status: 'loading', data: null };
  try {
    // The bonuses plugin's offers; without it (bonuses off on this site) there are none to offer.
    const service = runtime.services.get(BONUS_OFFERS_SERVICE);
    store.offers[currency] = { status: 'ready', data: service ? await service.depositOffers(currency) : [] };
  } catch {
    store.offers[currency] = { status: 'failed', data: null };
  }
}

/** Fresh wallets into the session (the header shows them too); the `balance` event may have been missed. */
export async function refreshAccounts(runtime: PluginRuntime) {
  const accounts = await stateOf(runtime, cashboxApiState).accounts();
  if (runtime.session.status === 'player') runtime.session.accounts = accounts;
}

/** One payment, fresh from the platform (the result screen; the state after a lost answer). */
export async function loadPayment(runtime: PluginRuntime, id: number): Promise<Payment> {
  const { crypto, ...payment } = await stateOf(runtime, cashboxApiState).payment(id);
  const state = stateOf(runtime, cashboxState);
  upsertPayment(state, payment);
  // An open crypto deposit's address, again after a reload (the deposit answer gave it first).
  if (crypto) state.cryptoAddresses[String(payment.id)] = crypto;
  return payment;
}

/** Spec part 2 §4: takes a pending withdrawal back; the money returns to the wallet. */
export async function recallPayment(runtime: PluginRuntime, id: number): Promise<Payment> {
  const payment = await stateOf(runtime, cashboxApiState).recall(id);
  upsertPayment(stateOf(runtime, cashboxState), payment);
  void refreshAccounts(runtime).catch(() => undefined);
  return payment;
}

/** Opens (if needed) and activates a wallet (`POST /api/player/accounts`); the session takes the platform's list. */
export async function activateWallet(runtime: PluginRuntime, currency: string) {
  const accounts = await stateOf(runtime, cashboxApiState).activateAccount(currency);
  if (runtime.session.status === 'player') runtime.session.accounts = accounts;
}

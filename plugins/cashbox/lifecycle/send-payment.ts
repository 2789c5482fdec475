import { ApiError, stateOf, untilOrAfter, type PluginRuntime } from '@core/index';
import type { Payment, PaymentAction, PaymentRequest } from '@schemas/wire/money';
import { cashboxApiState, type RiskDetails } from '../api';
import { processorUrl } from '../rules/processor-url';
import { cashboxState } from '../state';
import { upsertPayment } from '../store';

/** Not in the spec: how long the risk details may hold up the way to the processor (they are best effort). */
export const RISK_WAIT_MS = 1_500;
/** Not in the spec: how far the platform's clock may be from the browser's when a lost payment is looked for. */
const CLOCK_SLACK_MS = 5 * 60_000;

export type PaymentOutcome =
  /** Fiat deposit: the processor's page (a full page load). */
  | { kind: 'processor'; url: string; payment: Payment }
  /** Crypto deposit (address on the result screen), a withdrawal, or a deposit without a page to visit. */
  | { kind: 'result'; payment: Payment }
  /**
   * The answer was lost (network). `payment`: what the history shows was made by this attempt; `null` with
   * `checked`: nothing was made; `checked: false`: the history could not be read either.
   */
  | { kind: 'lost'; payment: Payment | null; checked: boolean };

/** What the browser can tell the platform's risk checks about this payment (spec part 2 §7). */
export function riskDetails(): RiskDetails {
  const details: RiskDetails = {};
  try {
    details.timezone = Intl.DateTimeFormat().resolvedOptions().timeZone.slice(0, 64);
  } catch {
    // no time zone: the field stays out
  }
  if (typeof navigator !== 'undefined') {
    details.language = navigator.language.slice(0, 35);
    details.user_agent = navigator.userAgent.slice(0, 500);
  }
  if (typeof screen !== 'undefined' && /^\d{2,5}x\d{2,5}$/.test(`${screen.width}x${screen.height}`)) details.screen = `${screen.width}x${screen.height}`;
  return details;
}

/** The attempt's payment in the history, if the platform made it before the answer was lost. */
export function findAttempt(payments: readonly Payment[], action: PaymentAction, request: PaymentRequest, startedAt: number): Payment | null {
  return (
    payments
      .filter(
        (p) =>
          p.action === action &&
          p.amount_cents === request.amount_cents &&
          p.currency === request.currency &&
          p.payment_system === request.payment_system &&
          Date.parse(p.created_at) >= startedAt - CLOCK_SLACK_MS,
      )
      .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))[0] ?? null
  );
}

/**
 * Sends a deposit or a withdrawal once, with the attempt's `Idempotency-Key`. A lost answer is never answered
 * by sending again: the history says whether the payment exists (issue 15 §11). A deposit's risk details follow
 * (best effort, briefly awaited: a full page load to the processor would cut them off).
 */
export async function sendPayment(runtime: PluginRuntime, action: PaymentAction, request: PaymentRequest, key: string, startedAt = Date.now()): Promise<PaymentOutcome> {
  const api = stateOf(runtime, cashboxApiState);
  const store = stateOf(runtime, cashboxState);
  try {
    if (action === 'cashout') {
      const answer = await api.cashout(request, key);
      upsertPayment(store, answer.payment);
      return { kind: 'result', payment: answer.payment };
    }
    const answer = await api.deposit(request, key);
    upsertPayment(store, answer.payment);
    if (answer.crypto) store.cryptoAddresses[String(answer.id)] = answer.crypto;
    await untilOrAfter(api.risk(answer.id, riskDetails()), RISK_WAIT_MS);
    const url = answer.crypto ? null : processorUrl(answer.redirect_url);
    return url ? { kind: 'processor', url, payment: answer.payment } : { kind: 'result', payment: answer.payment };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== null) throw error;
    try {
      const found = findAttempt(await api.payments(), action, request, startedAt);
      if (found) upsertPayment(store, found);
      return { kind: 'lost', payment: found, checked: true };
    } catch {
      return { kind: 'lost', payment: null, checked: false };
    }
  }
}

/** A responsible-gaming limit refused the payment (422 `errors.limit`, WIRE.md). */
export const limitReached = (error: unknown): boolean => error instanceof ApiError && error.status === 422 && Boolean(error.fieldErrors?.limit?.length);

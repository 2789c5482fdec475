import { stateOf, type PluginRuntime } from '@core/index';
import { safeParse } from 'zod/mini';
import { paymentSchema, type Payment } from '@schemas/wire/money';
import { cashboxState } from '../state';
import { upsertPayment } from '../store';
import { reportCanceledDeposit } from './canceled-toast';

/** A `payments_changes` event: every screen showing the payment follows it, and a cancelled deposit is told. */
export function onPaymentChanged(runtime: PluginRuntime, payment: Payment) {
  const store = stateOf(runtime, cashboxState);
  upsertPayment(store, payment);
  reportCanceledDeposit(runtime, [payment, ...(store.payments?.data ?? [])]);
}

/**
 * The `payments_changes` channel's payload, read with the wire contract (`paymentSchema`, tolerant); a malformed
 * event is logged once and dropped, like a malformed answer.
 */
export function onPaymentEvent(runtime: PluginRuntime, payload: unknown) {
  const parsed = safeParse(paymentSchema, payload);
  if (parsed.success) onPaymentChanged(runtime, parsed.data);
  else runtime.log.once('cashbox:payments_changes', 'REALTIME_PAYMENT_ERROR', { issues: parsed.error.issues.slice(0, 3) });
}

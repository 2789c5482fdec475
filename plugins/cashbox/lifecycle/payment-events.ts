import { defineRealtimeHandler, stateOf, type PluginRuntime } from '@core/index';
import { paymentSchema, type Payment } from '@schemas/wire/money';
import { cashboxState } from '../state';
import { upsertPayment } from '../store';
import { reportCanceledDeposit } from './canceled-toast';

/** A `payments_changes` event: every screen showing the payment follows it, and a cancelled deposit is told. */
export function onPaymentChanged(payment: Payment, runtime: PluginRuntime) {
  const store = stateOf(runtime, cashboxState);
  upsertPayment(store, payment);
  reportCanceledDeposit(runtime, [payment, ...(store.payments?.data ?? [])]);
}

/**
 * The `payments_changes` channel's handler (loaded on the first event): the payload is read with the wire
 * contract (`paymentSchema`, tolerant); the core logs and drops a malformed one.
 */
export default defineRealtimeHandler(paymentSchema, onPaymentChanged);

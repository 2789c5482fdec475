import type { PluginRuntime } from '@core/index';
import { loadPayments } from '../actions';
import { reportCanceledDeposit } from './canceled-toast';

/**
 * After a sign-in or a page load with a session (back from the payment processor): the last cancelled deposit
 * of the past five minutes is told once (spec part 2 §4).
 */
export async function checkRecentDeposits(runtime: PluginRuntime) {
  const payments = await loadPayments(runtime);
  if (payments && runtime.session.status === 'player') reportCanceledDeposit(runtime, payments);
}

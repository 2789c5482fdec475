import { browserStorage, formatMoney, type PluginRuntime } from '@core/index';
import type { Payment } from '@schemas/wire/money';
import { canceledDepositToShow, LAST_SHOWN_KEY } from '../rules/canceled-deposit';

/**
 * Spec part 2 §4, §8: the last cancelled (or declined) deposit, if it ended under 5 minutes ago, is told once in
 * a warning toast; `localStorage` remembers which one was shown, across reloads and tabs.
 */
export function reportCanceledDeposit(runtime: PluginRuntime, payments: readonly Payment[], now = Date.now(), storage = browserStorage('local')) {
  const payment = canceledDepositToShow(payments, now, storage?.getItem(LAST_SHOWN_KEY) ?? null);
  if (!payment) return;
  try {
    storage?.setItem(LAST_SHOWN_KEY, String(payment.id));
  } catch {
    // storage full or refused: shown again next time rather than never
  }
  runtime.toasts.show({
    kind: 'warning',
    messageKey: payment.state === 'declined' ? 'cashbox:toast.declined' : 'cashbox:toast.canceled',
    values: { amount: formatMoney(payment.amount_cents, payment.currency, runtime.locale.current).text },
  });
}

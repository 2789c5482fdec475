import { useState } from 'react';
import { ApiError, formatMoney, useRuntime, useTranslation } from '@core/index';
import type { Payment } from '@schemas/wire/money';
import { recallPayment } from '../actions';

export interface RecallNotice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * Spec part 2 §4: recalling a pending withdrawal, the same from the wallets screen and the history: which one is
 * on its way (`busy`), and the message to show after (the amount back, or the platform's reason).
 */
export function useRecall() {
  const runtime = useRuntime();
  const { t } = useTranslation('cashbox');
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<RecallNotice | null>(null);
  const recall = async (payment: Payment) => {
    setBusy(payment.id);
    setNotice(null);
    try {
      const done = await recallPayment(runtime, payment.id);
      setNotice({ tone: 'success', text: t('recall.done', { amount: formatMoney(done.amount_cents, done.currency, runtime.locale.current).text }) });
    } catch (error) {
      setNotice({ tone: 'error', text: (error instanceof ApiError && error.firstMessage()) || t('recall.failed') });
    } finally {
      setBusy(null);
    }
  };
  return { busy, notice, recall };
}

import { useState } from 'react';
import { ApiError, formatMoney, useRuntime, useTranslation } from '@core/index';
import { FormBanner } from '@core/forms';
import type { Payment } from '@schemas/wire/money';
import { recallPayment } from '../actions';
import { PaymentRow } from './PaymentRow';
import styles from './PendingWithdrawals.module.css';

/** Spec part 2 §4: withdrawals still pending on a recallable method, each with Recall (the money comes back). */
export function PendingWithdrawals({ payments, title }: { payments: readonly Payment[]; title?: string }) {
  const runtime = useRuntime();
  const { t } = useTranslation('cashbox');
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (payments.length === 0 && !notice) return null;
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
  return (
    <section className={styles.pending} aria-labelledby="cashbox-pending-title">
      <h3 id="cashbox-pending-title" className={styles.title}>{title ?? t('recall.title')}</h3>
      {notice && <FormBanner tone={notice.tone}>{notice.text}</FormBanner>}
      {payments.length > 0 && (
        <>
          <p className={styles.intro}>{t('recall.intro')}</p>
          <ul className={styles.list}>
            {payments.map((payment) => (
              <PaymentRow key={payment.id} payment={payment} onRecall={(p) => void recall(p)} recalling={busy === payment.id} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

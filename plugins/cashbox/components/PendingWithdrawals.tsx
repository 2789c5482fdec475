import { useTranslation } from '@core/index';
import { FormBanner } from '@core/forms';
import type { Payment } from '@schemas/wire/money';
import { PaymentRow } from './PaymentRow';
import { useRecall } from './use-recall';
import styles from './PendingWithdrawals.module.css';

/** Spec part 2 §4: withdrawals still pending on a recallable method, each with Recall (the money comes back). */
export function PendingWithdrawals({ payments, title }: { payments: readonly Payment[]; title?: string }) {
  const { t } = useTranslation('cashbox');
  const { busy, notice, recall } = useRecall();
  if (payments.length === 0 && !notice) return null;
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

import { formatDateTime, formatMoney, useRuntime, useTranslation } from '@core/index';
import type { Payment } from '@schemas/wire/money';
import { brandLabel } from '../rules/brand-logo';
import { CashboxLink } from './CashboxLink';
import { MethodLogo } from './MethodLogo';
import { StateBadge } from './StateBadge';
import styles from './PaymentRow.module.css';

/** A withdrawal ending in these states gave its money back (platform state machine). */
const RETURNED: readonly string[] = ['declined', 'rejected', 'canceled', 'recalled'];

/** One deposit or withdrawal: method, dates, amount, state, and Recall while a withdrawal may be taken back. */
export function PaymentRow({ payment, onRecall, recalling = false }: { payment: Payment; onRecall?: (payment: Payment) => void; recalling?: boolean }) {
  const runtime = useRuntime();
  const { t } = useTranslation('cashbox');
  const locale = runtime.locale.current;
  const date = (iso: string) => formatDateTime(iso, locale);
  const label = brandLabel(payment.brand || payment.payment_system);
  const amount = formatMoney(payment.amount_cents, payment.currency, locale).text;
  // Money that moved: in for a deposit that went through, out for a withdrawal not given back.
  const moved = payment.action === 'deposit' ? payment.state === 'succeeded' : payment.action === 'cashout' && !RETURNED.includes(payment.state);
  const sign = !moved ? '' : payment.action === 'deposit' ? '+' : '−';
  return (
    <li className={styles.row} data-testid="payment-row" data-payment={payment.id}>
      <MethodLogo brand={payment.brand} name={label} size="small" />
      <div className={styles.main}>
        <CashboxLink to={`/cashbox/result/${payment.id}`} className={styles.title}>
          {label}
          <span className="visually-hidden"> {t(`action.${payment.action}`)}</span>
        </CashboxLink>
        <span className={styles.meta}>
          {t(`action.${payment.action}`)} · <time dateTime={payment.created_at}>{date(payment.created_at)}</time>
        </span>
      </div>
      <div className={styles.side}>
        <span className={`${styles.amount} ${moved && payment.action === 'deposit' ? styles.credit : ''} ${moved ? '' : styles.void}`}>
          {sign}
          {amount}
        </span>
        <StateBadge state={payment.state} />
      </div>
      {onRecall && payment.recallable && (
        <button type="button" className={styles.recall} onClick={() => onRecall(payment)} disabled={recalling} aria-busy={recalling}>
          {t('recall.button')}
          <span className="visually-hidden"> {t('recall.which', { amount, id: payment.id })}</span>
        </button>
      )}
    </li>
  );
}

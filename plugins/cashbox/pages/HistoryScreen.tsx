import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { usePluginState, useRuntime, useTranslation } from '@core/index';
import { FormBanner, formStyles } from '@core/forms';
import { loadPayments } from '../actions';
import { CashboxLink } from '../components/CashboxLink';
import { PaymentRow } from '../components/PaymentRow';
import { Skeleton } from '../components/Skeleton';
import { useRecall } from '../components/use-recall';
import { cashboxState } from '../state';
import styles from './HistoryScreen.module.css';

const FILTERS = ['all', 'deposit', 'cashout'] as const;
type Filter = (typeof FILTERS)[number];

/** `/cashbox/history`: deposits and withdrawals with their state, newest first; Recall on pending withdrawals. */
export function HistoryScreen() {
  const runtime = useRuntime();
  const store = usePluginState(cashboxState);
  const { payments } = useSnapshot(store);
  const { t } = useTranslation('cashbox');
  const [filter, setFilter] = useState<Filter>('all');
  const { busy, notice, recall } = useRecall();

  // Always fresh here: the history is where a player checks what happened.
  useEffect(() => void loadPayments(runtime, true), [runtime]);

  const list = (payments?.data ?? []).filter((p) => filter === 'all' || p.action === filter);
  return (
    <section className={styles.history} aria-labelledby="cashbox-history-title">
      <header className={styles.head}>
        <h3 id="cashbox-history-title" className={styles.title}>{t('history.title')}</h3>
        <div className={styles.filters} role="group" aria-label={t('history.filter')}>
          {FILTERS.map((value) => (
            <button key={value} type="button" className={styles.filter} aria-pressed={filter === value} onClick={() => setFilter(value)}>
              {t(`history.filters.${value}`)}
            </button>
          ))}
        </div>
      </header>
      {notice && <FormBanner tone={notice.tone}>{notice.text}</FormBanner>}
      {payments?.status === 'failed' && (
        <FormBanner tone="error">
          <span>
            {t('history.failed')}{' '}
            <button type="button" className={formStyles.link} onClick={() => void loadPayments(runtime, true)}>{t('retry')}</button>
          </span>
        </FormBanner>
      )}
      {!payments?.data && payments?.status !== 'failed' ? (
        <ul className={styles.list} aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton height={64} radius={10} />
            </li>
          ))}
        </ul>
      ) : list.length === 0 && payments?.data ? (
        <div className={styles.empty}>
          <p>{filter === 'all' ? t('history.empty') : t(`history.emptyFiltered.${filter}`)}</p>
          <CashboxLink to="/deposit" className={formStyles.secondary}>{t('history.firstDeposit')}</CashboxLink>
        </div>
      ) : (
        <ul className={styles.list} data-testid="history">
          {list.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} onRecall={(p) => void recall(p)} recalling={busy === payment.id} />
          ))}
        </ul>
      )}
    </section>
  );
}

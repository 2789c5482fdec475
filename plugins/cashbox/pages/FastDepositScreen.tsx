import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { usePluginState, useRuntime, useTranslation } from '@core/index';
import { formStyles } from '@core/forms';
import type { PaymentMethod } from '@schemas/wire/money';
import { loadMethods, loadPayments } from '../actions';
import { CashboxLink } from '../components/CashboxLink';
import { MethodLogo } from '../components/MethodLogo';
import { PaymentForm } from '../components/PaymentForm';
import { Skeleton } from '../components/Skeleton';
import { useCashboxNavigation } from '../components/use-cashbox-navigation';
import { useViewer } from '../components/use-viewer';
import { leaveTo } from '../lifecycle/leave-page';
import type { PaymentOutcome } from '../lifecycle/send-payment';
import { amountPresets, toInput } from '../rules/amount';
import { visibleMethods } from '../rules/method-filters';
import { lastSucceededDeposit } from '../rules/payment-states';
import { cashboxState } from '../state';
import { methodsKey } from '../store';
import styles from './FastDepositScreen.module.css';

/**
 * `/deposit-fast` (part 2 §2 one-click deposit): the last successful deposit's method and its first saved profile;
 * the player only sets the amount and confirms once.
 */
export function FastDepositScreen() {
  const runtime = useRuntime();
  const store = usePluginState(cashboxState);
  const snapshot = useSnapshot(store);
  const { t } = useTranslation('cashbox');
  const { go } = useCashboxNavigation();
  const viewer = useViewer();
  const payments = snapshot.payments;
  const last = lastSucceededDeposit(payments?.data ?? []);
  const [amount, setAmount] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => void loadPayments(runtime), [runtime]);
  useEffect(() => {
    if (last) void loadMethods(runtime, 'deposit', last.currency);
  }, [runtime, last?.currency]); // eslint-disable-line react-hooks/exhaustive-deps -- only the currency matters

  const listed = last ? snapshot.methods[methodsKey('deposit', last.currency)] : undefined;
  const method = last ? (visibleMethods((listed?.data ?? []) as PaymentMethod[], viewer).find((m) => m.id === last.payment_system) ?? null) : null;
  const profile = method?.saved_profiles[0] ?? null;
  const loading = !payments || payments.status === 'loading' || (last && (!listed || listed.status === 'loading'));

  if (loading) {
    return (
      <div className={styles.fast} aria-busy="true">
        <Skeleton height={72} radius={12} />
        <Skeleton height={52} radius={10} />
        <Skeleton height={48} radius={10} />
      </div>
    );
  }
  if (!last || !method || !profile) {
    return (
      <div className={styles.unavailable}>
        <h3 className={styles.title}>{t('fast.title')}</h3>
        <p>{t('fast.unavailable')}</p>
        <CashboxLink to="/deposit" className={formStyles.submit}>{t('fast.toDeposit')}</CashboxLink>
      </div>
    );
  }

  const currency = method.currency;
  const amountText = amount ?? toInput(last.amount_cents, currency);
  const onOutcome = (outcome: PaymentOutcome) => {
    if (outcome.kind === 'processor') {
      setLeaving(true);
      leaveTo(outcome.url);
    } else if (outcome.payment) go(`/cashbox/result/${outcome.payment.id}${outcome.kind === 'lost' ? '?lost=1' : ''}`);
  };

  return (
    <section className={styles.fast} aria-labelledby="cashbox-fast-title">
      <h3 id="cashbox-fast-title" className={styles.title}>{t('fast.title')}</h3>
      <div className={styles.profile}>
        <MethodLogo brand={method.brand} name={method.name} />
        <div>
          <p className={styles.profileName}>{profile.title}</p>
          <p className={styles.muted}>{t('fast.lastUsed', { method: method.name })}</p>
        </div>
        <CashboxLink to="/deposit" className={`${formStyles.link} ${styles.change}`}>{t('fast.change')}</CashboxLink>
      </div>
      {leaving ? (
        <p className={styles.muted} role="status">{t('deposit.leaving', { method: method.name })}</p>
      ) : (
        <PaymentForm
          action="deposit"
          method={method}
          amount={amountText}
          onAmountChange={setAmount}
          presets={amountPresets(method.amount_presets_cents, method.min_amount_cents, method.max_amount_cents, currency)}
          savedOnly
          submitKey="fast.submit"
          onOutcome={onOutcome}
        />
      )}
    </section>
  );
}


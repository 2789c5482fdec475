import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { isCryptoCurrency } from '@config/currencies';
import { formatMoney, playerCurrency, Slot, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { CASHBOX_WITHDRAW_NOTICE } from '@schemas/contracts/slots';
import { FormBanner, formStyles } from '@core/forms';
import type { PaymentMethod } from '@schemas/wire/money';
import { loadMethods, loadPayments, refreshAccounts } from '../actions';
import { CashboxLink } from '../components/CashboxLink';
import { MethodPicker } from '../components/MethodPicker';
import { MethodsState } from '../components/MethodsState';
import { PaymentForm } from '../components/PaymentForm';
import { PendingWithdrawals } from '../components/PendingWithdrawals';
import { useViewer } from '../components/use-viewer';
import type { PaymentOutcome } from '../lifecycle/send-payment';
import { amountPresets } from '../rules/amount';
import { cryptoWithdrawalAllowed, visibleMethods } from '../rules/method-filters';
import { recallable } from '../rules/payment-states';
import { cashboxState } from '../state';
import { methodsKey } from '../store';
import styles from './DepositScreen.module.css';
import own from './WithdrawScreen.module.css';
import { activeWallet } from '../rules/wallets';

/**
 * `/withdraw` (part 2 §2): methods that pay out in the wallet's currency (crypto only for the §9 set), an amount
 * up to what is withdrawable (balance check), and the pending withdrawals that can still be recalled.
 */
export function WithdrawScreen() {
  const runtime = useRuntime();
  const session = useSession();
  const store = usePluginState(cashboxState);
  const snapshot = useSnapshot(store);
  const { t } = useTranslation('cashbox');
  const viewer = useViewer();
  const account = activeWallet(session.accounts);
  const currency = account?.currency ?? playerCurrency(runtime);
  const available = account?.available_to_cashout_cents ?? 0;
  const allowed = cryptoWithdrawalAllowed(currency, isCryptoCurrency(currency));
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [amount, setAmount] = useState('');
  const [done, setDone] = useState<{ text: string } | null>(null);

  useEffect(() => {
    if (allowed) void loadMethods(runtime, 'cashout', currency);
    void loadPayments(runtime);
    void refreshAccounts(runtime).catch(() => undefined);
  }, [runtime, currency, allowed]);

  const listed = snapshot.methods[methodsKey('cashout', currency)];
  const methods = visibleMethods((listed?.data ?? []) as PaymentMethod[], viewer);
  const method = methods.find((m) => m.id === chosenId) ?? methods[0] ?? null;
  const pending = recallable(snapshot.payments?.data ?? []).filter((p) => p.currency === currency);
  const money = (cents: number) => formatMoney(cents, currency, runtime.locale.current).text;

  const onOutcome = (outcome: PaymentOutcome) => {
    if (!outcome.payment) return;
    setAmount('');
    setDone({ text: t(outcome.kind === 'lost' ? 'withdraw.lostDone' : 'withdraw.done', { amount: money(outcome.payment.amount_cents) }) });
    void refreshAccounts(runtime).catch(() => undefined);
  };

  const state = !listed || (listed.status === 'loading' && !listed.data) ? 'loading' : listed.status === 'failed' && methods.length === 0 ? 'failed' : methods.length === 0 ? 'empty' : null;

  return (
    <section className={styles.screen} aria-labelledby="cashbox-withdraw-title">
      <header className={styles.head}>
        <h3 id="cashbox-withdraw-title" className={styles.title}>{t('withdraw.title', { currency })}</h3>
      </header>
      <div className={own.available} data-testid="withdrawable">
        <span>{t('withdraw.available')}</span>
        <strong>{money(available)}</strong>
      </div>
      {done && <FormBanner tone="success">{done.text}</FormBanner>}
      {/* What a withdrawal costs the player (the bonuses plugin: active bonuses it erases), above the form. */}
      {allowed && available > 0 && <Slot contract={CASHBOX_WITHDRAW_NOTICE} props={{ currency }} />}
      {!allowed ? (
        <FormBanner tone="info">
          <span>
            {t('withdraw.cryptoNotAllowed', { currency })}{' '}
            <CashboxLink to="/dashboard" className={formStyles.link}>{t('withdraw.switchWallet')}</CashboxLink>
          </span>
        </FormBanner>
      ) : available <= 0 ? (
        <FormBanner tone="info">
          <span>
            {t('withdraw.nothing')}{' '}
            <CashboxLink to="/deposit" className={formStyles.link}>{t('withdraw.toDeposit')}</CashboxLink>
          </span>
        </FormBanner>
      ) : state ? (
        <MethodsState state={state} currency={currency} onRetry={() => void loadMethods(runtime, 'cashout', currency, { force: true })} />
      ) : (
        method && (
          <div className={styles.layout}>
            <MethodPicker methods={methods} action="cashout" selected={method.id} onSelect={setChosenId} />
            <div className={styles.formColumn}>
              <PaymentForm
                key={`${method.id}:${done?.text ?? ''}`}
                action="cashout"
                method={method}
                amount={amount}
                onAmountChange={setAmount}
                presets={amountPresets(method.amount_presets_cents, method.min_amount_cents, Math.min(method.max_amount_cents, available), currency)}
                available={available}
                onOutcome={onOutcome}
              />
            </div>
          </div>
        )
      )}
      <PendingWithdrawals payments={pending} />
    </section>
  );
}

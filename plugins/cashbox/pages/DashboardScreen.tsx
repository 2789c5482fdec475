import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { isCryptoCurrency } from '@config/currencies';
import { DEFAULT_CURRENCY } from '@config/limits';
import { formatMoney, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { formStyles } from '@core/forms';
import type { CryptoExchangeRate } from '@schemas/wire/money';
import { loadPayments, loadRates, refreshAccounts } from '../actions';
import { AddWallet } from '../components/AddWallet';
import { CashboxIcon } from '../components/CashboxIcon';
import { CashboxLink } from '../components/CashboxLink';
import { PaymentRow } from '../components/PaymentRow';
import { PendingWithdrawals } from '../components/PendingWithdrawals';
import { Skeleton } from '../components/Skeleton';
import { WalletCard } from '../components/WalletCard';
import { fiatEquivalent } from '../rules/fiat-equivalent';
import { lastSucceededDeposit, recallable } from '../rules/payment-states';
import { cashboxState } from '../state';
import styles from './DashboardScreen.module.css';
import { activeWallet } from '../rules/wallets';

/**
 * `/cashbox` and `/dashboard`: the active wallet (balance, withdrawable, crypto's fiat value), the other wallets
 * with switching and adding, withdrawals that can still be recalled, and the latest payments.
 */
export function DashboardScreen() {
  const runtime = useRuntime();
  const session = useSession();
  const store = usePluginState(cashboxState);
  const snapshot = useSnapshot(store);
  const { t } = useTranslation('cashbox');
  const locale = runtime.locale.current;

  useEffect(() => {
    void loadPayments(runtime);
    void refreshAccounts(runtime).catch(() => undefined);
    if (session.accounts.some((a) => isCryptoCurrency(a.currency))) void loadRates(runtime);
  }, [runtime, session.accounts]);

  const active = activeWallet(session.accounts);
  const others = session.accounts.filter((a) => !a.active && !a.hidden_at);
  const registered = session.player?.currency;
  // Crypto is valued in the player's own fiat currency (their registration one), else the site's default.
  const fiat = registered && !isCryptoCurrency(registered) ? registered : (session.accounts.find((a) => !isCryptoCurrency(a.currency))?.currency ?? DEFAULT_CURRENCY);
  const rates = (snapshot.rates?.data ?? []) as CryptoExchangeRate[];
  const payments = snapshot.payments?.data ?? null;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, locale).text;
  const equivalent = active && isCryptoCurrency(active.currency) ? fiatEquivalent(active.amount_cents, active.currency, fiat, rates) : null;
  const last = lastSucceededDeposit(payments ?? []);

  return (
    <div className={styles.dashboard}>
      {active ? (
        <section className={styles.hero} aria-labelledby="cashbox-active-wallet" data-testid="active-wallet">
          <div className={styles.heroTop}>
            <h3 id="cashbox-active-wallet" className={styles.heroTitle}>
              {t('wallets.active')} <span className={styles.currency}>{active.currency}</span>
            </h3>
          </div>
          <p className={styles.balance}>
            <span className="visually-hidden">{t('balance')} </span>
            {money(active.amount_cents, active.currency)}
          </p>
          {equivalent !== null && <p className={styles.equivalent}>≈ {money(equivalent, fiat)}</p>}
          <dl className={styles.split}>
            <div>
              <dt>{t('wallets.withdrawable')}</dt>
              <dd>{money(active.available_to_cashout_cents, active.currency)}</dd>
            </div>
            {active.amount_cents > active.available_to_cashout_cents && (
              <div>
                <dt>{t('wallets.locked')}</dt>
                <dd>{money(active.amount_cents - active.available_to_cashout_cents, active.currency)}</dd>
              </div>
            )}
          </dl>
          <div className={styles.actions}>
            <CashboxLink to="/deposit" className={formStyles.submit}>
              <CashboxIcon name="deposit" size={18} /> {t('tabs.deposit')}
            </CashboxLink>
            <CashboxLink to="/withdraw" className={formStyles.secondary}>
              <CashboxIcon name="withdraw" size={18} /> {t('tabs.withdraw')}
            </CashboxLink>
            {last && (
              <CashboxLink to="/deposit-fast" className={formStyles.secondary}>
                <CashboxIcon name="bolt" size={18} /> {t('deposit.fast')}
              </CashboxLink>
            )}
          </div>
        </section>
      ) : (
        <Skeleton height={212} radius={16} />
      )}

      <div className={styles.columns}>
        <section className={styles.section} aria-labelledby="cashbox-wallets">
          <h3 id="cashbox-wallets" className={styles.sectionTitle}>{t('wallets.title')}</h3>
          {others.length > 0 ? (
            <ul className={styles.list}>
              {others.map((account) => (
                <WalletCard key={account.currency} account={account} fiat={fiat} rates={rates} />
              ))}
            </ul>
          ) : (
            <p className={styles.muted}>{t('wallets.onlyOne')}</p>
          )}
          <AddWallet />
        </section>

        <section className={styles.section} aria-labelledby="cashbox-recent">
          <div className={styles.sectionHead}>
            <h3 id="cashbox-recent" className={styles.sectionTitle}>{t('recent.title')}</h3>
            <CashboxLink to="/cashbox/history" className={formStyles.link}>{t('recent.all')}</CashboxLink>
          </div>
          {payments === null ? (
            <div className={styles.list} aria-busy="true">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} height={64} radius={10} />
              ))}
            </div>
          ) : payments.length === 0 ? (
            <p className={styles.muted}>{t('recent.none')}</p>
          ) : (
            <ul className={styles.list}>
              {payments.slice(0, 3).map((payment) => (
                <PaymentRow key={payment.id} payment={payment} />
              ))}
            </ul>
          )}
        </section>
      </div>
      <PendingWithdrawals payments={recallable(payments ?? [])} />
    </div>
  );
}

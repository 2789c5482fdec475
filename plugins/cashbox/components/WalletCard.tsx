import { useState } from 'react';
import { isCryptoCurrency } from '@config/currencies';
import { ApiError, formatMoney, useRuntime, useTranslation } from '@core/index';
import type { CryptoExchangeRate } from '@schemas/wire/money';
import type { Account } from '@schemas/wire/player';
import { activateWallet } from '../actions';
import { fiatEquivalent } from '../rules/fiat-equivalent';
import styles from './WalletCard.module.css';

/** Another wallet of the player: balance, its fiat value for crypto, and a button to make it the active one. */
export function WalletCard({ account, fiat, rates }: { account: Readonly<Account>; fiat: string; rates: readonly CryptoExchangeRate[] }) {
  const runtime = useRuntime();
  const { t } = useTranslation('cashbox');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const locale = runtime.locale.current;
  const crypto = isCryptoCurrency(account.currency);
  const equivalent = crypto ? fiatEquivalent(account.amount_cents, account.currency, fiat, rates) : null;
  const activate = async () => {
    setBusy(true);
    setError(null);
    try {
      await activateWallet(runtime, account.currency);
    } catch (failure) {
      setError((failure instanceof ApiError && failure.firstMessage()) || t('wallets.switchFailed'));
      setBusy(false);
    }
  };
  return (
    <li className={styles.wallet} data-testid="wallet" data-currency={account.currency}>
      <span className={`${styles.code} ${crypto ? styles.crypto : ''}`} aria-hidden="true">{account.currency}</span>
      <span className={styles.amounts}>
        <span className={styles.amount}>{formatMoney(account.amount_cents, account.currency, locale).text}</span>
        {equivalent !== null && <span className={styles.equivalent}>≈ {formatMoney(equivalent, fiat, locale).text}</span>}
        {error && <span className={styles.error} role="alert">{error}</span>}
      </span>
      <button type="button" className={styles.switch} onClick={() => void activate()} disabled={busy} aria-busy={busy}>
        {t('wallets.makeActive')}
        <span className="visually-hidden"> {account.currency}</span>
      </button>
    </li>
  );
}

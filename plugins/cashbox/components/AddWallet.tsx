import { useState } from 'react';
import { CRYPTO_CURRENCIES, FIAT_CURRENCIES } from '@config/currencies';
import { ApiError, useRuntime, useSession, useTranslation } from '@core/index';
import { FormBanner, formStyles } from '@core/forms';
import { activateWallet } from '../actions';
import styles from './AddWallet.module.css';

/** Adds a wallet in another currency (`POST /api/player/accounts`): it becomes the active one. */
export function AddWallet() {
  const runtime = useRuntime();
  const session = useSession();
  const { t } = useTranslation('cashbox');
  const held = new Set(session.accounts.filter((a) => !a.hidden_at).map((a) => a.currency));
  const fiat = FIAT_CURRENCIES.filter((c) => !held.has(c));
  const crypto = CRYPTO_CURRENCIES.filter((c) => !held.has(c));
  const [currency, setCurrency] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (fiat.length + crypto.length === 0) return null;
  const add = async () => {
    if (!currency) return;
    setBusy(true);
    setError(null);
    try {
      await activateWallet(runtime, currency);
      setCurrency('');
    } catch (failure) {
      setError((failure instanceof ApiError && failure.firstMessage()) || t('wallets.addFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.add}>
      <label className={styles.label} htmlFor="cashbox-add-wallet">{t('wallets.add')}</label>
      <div className={styles.row}>
        <select id="cashbox-add-wallet" className={formStyles.select} value={currency} onChange={(event) => setCurrency(event.target.value)}>
          <option value="">{t('wallets.pick')}</option>
          <optgroup label={t('wallets.fiat')}>
            {fiat.map((code) => (
              <option key={code} value={code}>{code}</option>
            ))}
          </optgroup>
          <optgroup label={t('wallets.crypto')}>
            {crypto.map((code) => (
              <option key={code} value={code}>{code}</option>
            ))}
          </optgroup>
        </select>
        <button type="button" className={formStyles.secondary} disabled={!currency || busy} aria-busy={busy} onClick={() => void add()}>
          {t('wallets.addButton')}
        </button>
      </div>
      {error && <FormBanner tone="error">{error}</FormBanner>}
    </div>
  );
}

import { useEffect, useId, useRef } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { DEFAULT_CURRENCY } from '@config/limits';
import { formatMoney, Icon, Slot, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import { HEADER_BALANCE_DROPDOWN } from '@schemas/contracts/slots';
import { refreshAccounts } from '../api';
import { accountHeaderState } from '../state';
import styles from './BalanceDropdown.module.css';

/**
 * The balance and its dropdown: every wallet, cashbox and profile buttons, and `header.balanceDropdown`
 * where other plugins (rewards shop, lottery tickets) add their balances.
 */
export function BalanceDropdown() {
  const runtime = useRuntime();
  const session = useSession();
  const store = usePluginState(accountHeaderState);
  const { balanceOpen } = useSnapshot(store);
  const { t } = useTranslation('account-header');
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const locale = runtime.locale.current;
  const account = session.accounts.find((a) => a.active) ?? session.accounts[0] ?? null;
  const currency = account?.currency ?? session.player?.currency ?? DEFAULT_CURRENCY;
  const balance = formatMoney(account?.amount_cents ?? 0, currency, locale).text;

  useEffect(() => {
    if (!balanceOpen) return;
    void refreshAccounts(runtime).catch(() => undefined);
    const outside = (event: Event) => {
      if (!wrap.current?.contains(event.target as Node)) store.balanceOpen = false;
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') store.balanceOpen = false;
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [balanceOpen, runtime, store]);

  const close = () => (store.balanceOpen = false);
  const visible = session.accounts.filter((a) => !a.hidden_at);

  return (
    <div ref={wrap} className={`${styles.wrap} ${balanceOpen ? styles.open : ''}`}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={balanceOpen}
        aria-controls={panelId}
        aria-label={t('balanceLabel', { balance })}
        onClick={() => (store.balanceOpen = !balanceOpen)}
      >
        <span>{balance}</span>
        <span className={styles.chevron} aria-hidden="true"><Icon name="chevron" size={14} /></span>
      </button>
      {balanceOpen && (
        <div id={panelId} className={styles.panel}>
          <p className={styles.heading}>{t('balances')}</p>
          <ul className={styles.list}>
            {visible.map((a) => (
              <li key={a.currency} className={`${styles.row} ${a.active ? styles.active : ''}`}>
                <span>
                  <span className={styles.label}>{a.active ? t('activeWallet') : a.currency}</span>
                  <br />
                  <span className={styles.cashout}>{t('withdrawable', { amount: formatMoney(a.available_to_cashout_cents, a.currency, locale).text })}</span>
                </span>
                <span className={styles.amount}>{formatMoney(a.amount_cents, a.currency, locale).text}</span>
              </li>
            ))}
          </ul>
          <Slot contract={HEADER_BALANCE_DROPDOWN} props={{ close }} />
          <div className={styles.actions}>
            <Link href="/cashbox" className={styles.primary} onClick={close}>{t('cashbox')}</Link>
            <Link href="/profile" className={styles.secondary} onClick={close}>{t('profile')}</Link>
          </div>
        </div>
      )}
    </div>
  );
}

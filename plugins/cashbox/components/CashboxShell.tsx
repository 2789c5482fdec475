import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { formatMoney, RouteDialog, useRuntime, useSession, useTranslation } from '@core/index';
import { CASHBOX_TABS, tabOf, type CashboxScreen } from '../rules/cashbox-paths';
import { CashboxIcon } from './CashboxIcon';
import { CashboxLink } from './CashboxLink';
import { useCashboxNavigation } from './use-cashbox-navigation';
import styles from './CashboxShell.module.css';
import { activeWallet } from '../rules/wallets';

/**
 * The cashbox popup around every screen: title, tabs, the active balance, a close button and the trust line.
 * The route blocks closing by the overlay (part 2 §2), so the close button and Esc are the ways out; Esc is
 * ignored while a payment is being sent (`busy`).
 */
export function CashboxShell({ screen, busy = false, children }: { screen: CashboxScreen; busy?: boolean; children: ReactNode }) {
  const runtime = useRuntime();
  const session = useSession();
  const { t } = useTranslation('cashbox');
  const { close } = useCashboxNavigation();
  const current = tabOf(screen);
  const currentTab = useRef<HTMLAnchorElement>(null);
  const account = activeWallet(session.accounts);

  // The dialog focuses its first control when it opens; the player's place is the tab they are on.
  useEffect(() => {
    const frame = requestAnimationFrame(() => currentTab.current?.focus({ preventScroll: true }));
    return () => cancelAnimationFrame(frame);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) {
      event.stopPropagation();
      close();
    }
  };

  return (
    <RouteDialog title={t('title')} size="large">
      <div className={styles.shell} onKeyDown={onKeyDown} data-testid="cashbox" data-screen={screen}>
        <button type="button" className={styles.close} onClick={close} aria-label={t('close')} disabled={busy}>
          <CashboxIcon name="close" size={20} />
        </button>
        <div className={styles.bar}>
          <nav className={styles.tabs} aria-label={t('tabs.label')}>
            {CASHBOX_TABS.map(({ tab, path }) => (
              <CashboxLink
                key={tab}
                to={path}
                ref={tab === current ? currentTab : undefined}
                className={`${styles.tab} ${tab === current ? styles.current : ''}`}
                aria-current={tab === current ? 'page' : undefined}
              >
                <CashboxIcon name={TAB_ICONS[tab]} size={18} />
                <span>{t(`tabs.${tab}`)}</span>
              </CashboxLink>
            ))}
          </nav>
          {account && (
            <p className={styles.balance}>
              <span className={styles.balanceLabel}>{t('balance')}</span>
              <strong>{formatMoney(account.amount_cents, account.currency, runtime.locale.current).text}</strong>
            </p>
          )}
        </div>
        <div className={styles.content}>{children}</div>
        <p className={styles.trust}>
          <CashboxIcon name="lock" size={16} />
          <span>{t('trust')}</span>
        </p>
      </div>
    </RouteDialog>
  );
}

const TAB_ICONS: Record<(typeof CASHBOX_TABS)[number]['tab'], string> = {
  dashboard: 'wallet',
  deposit: 'deposit',
  withdraw: 'withdraw',
  history: 'history',
};

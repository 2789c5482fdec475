import { useEffect } from 'react';
import { Link } from 'wouter';
import { useSnapshot } from 'valtio';
import { formatMoney, usePluginState, useRuntime, useSession, useTranslation } from '@core/index';
import type { PlayerBonus } from '@schemas/wire/bonuses';
import { ensureBonuses } from '../actions';
import { totalWageringLeft } from '../rules/wagering';
import { bonusesState } from '../state';
import styles from './BalanceLines.module.css';

/**
 * The balance dropdown's real, bonus and total-wagering lines (spec part 1 §3 "Balances shown") for the active
 * wallet. Real and bonus money are the wallet's own split (the account shows real plus bonus; only real money is
 * withdrawable), so they always add up to the header's balance; wagering left is the sum over the bonuses being
 * wagered, live with `bonuses_changes`.
 */
export default function BalanceLines({ close }: { close: () => void }) {
  const runtime = useRuntime();
  const session = useSession();
  const store = usePluginState(bonusesState);
  const { bonuses } = useSnapshot(store.state);
  const { t } = useTranslation('bonuses');
  useEffect(() => {
    void ensureBonuses(runtime, { force: true });
  }, [runtime]);
  const account = session.accounts.find((a) => a.active);
  if (!account) return null;
  const money = (cents: number) => formatMoney(cents, account.currency, runtime.locale.current).text;
  const real = Math.min(account.amount_cents, account.available_to_cashout_cents);
  const bonus = Math.max(0, account.amount_cents - real);
  const left = bonuses.data ? totalWageringLeft(bonuses.data as PlayerBonus[], account.currency) : null;
  return (
    <div className={styles.lines} data-testid="balance-lines">
      <div className={styles.line}>
        <span className={styles.label}>{t('balance.real')}</span>
        <strong data-testid="balance-real">{money(real)}</strong>
      </div>
      <div className={styles.line}>
        <span className={styles.label}>{t('balance.bonus')}</span>
        <strong data-testid="balance-bonus">{money(bonus)}</strong>
      </div>
      <Link href="/profile/gifts" className={`${styles.line} ${styles.link}`} onClick={close}>
        <span className={styles.label}>{t('balance.wageringLeft')}</span>
        <strong data-testid="balance-wagering">{left === null ? '–' : money(left)}</strong>
      </Link>
    </div>
  );
}

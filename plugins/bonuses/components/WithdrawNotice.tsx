import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { formatMoney, usePluginState, useRuntime, useTranslation } from '@core/index';
import type { PlayerBonus } from '@schemas/wire/bonuses';
import { ensureBonuses } from '../actions';
import { erasedByWithdrawal, wageringPercent } from '../rules/wagering';
import { bonusesState } from '../state';
import styles from './WithdrawNotice.module.css';

/**
 * On the cashbox's withdrawal step (slot CASHBOX_WITHDRAW_NOTICE): the bonuses a withdrawal erases (the platform
 * marks them `erased_by_withdraw`), each with the bonus money lost and how far its wagering got. Nothing when none.
 */
export default function WithdrawNotice({ currency }: { currency: string }) {
  const runtime = useRuntime();
  const store = usePluginState(bonusesState);
  const { bonuses } = useSnapshot(store.state);
  const { t } = useTranslation('bonuses');
  useEffect(() => {
    void ensureBonuses(runtime, { force: true });
  }, [runtime]);
  const erased = erasedByWithdrawal((bonuses.data ?? []) as PlayerBonus[], currency);
  if (erased.length === 0) return null;
  const money = (cents: number, code: string) => formatMoney(cents, code, runtime.locale.current).text;
  return (
    <div className={styles.notice} role="alert" data-testid="withdraw-bonus-notice">
      <strong className={styles.title}>{t('withdraw.title', { count: erased.length })}</strong>
      <ul className={styles.list}>
        {erased.map((bonus) => (
          <li key={bonus.id}>
            {t('withdraw.item', {
              title: bonus.title,
              amount: money(bonus.amount_cents, bonus.currency),
              percent: wageringPercent(bonus.amount_wager_cents, bonus.amount_wager_requirement_cents),
            })}
          </li>
        ))}
      </ul>
      <p className={styles.text}>{t('withdraw.consequence')}</p>
    </div>
  );
}

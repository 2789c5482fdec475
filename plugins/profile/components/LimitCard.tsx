import type { Snapshot } from 'valtio';
import { formatDateTime, formatMoney, useRuntime, useTranslation } from '@core/index';
import type { UserLimit } from '@schemas/wire/limits';
import { isMoneyLimit } from '../rules/limit-form';
import styles from './LimitCard.module.css';
import panel from './Panel.module.css';

/**
 * One limit with its use in the current period and what is waiting: a looser change's confirmation or start
 * (`pending`, `applies_at`), a removal's confirmation or end. Long amounts wrap inside the card.
 */
export function LimitCard({ limit, onRemove, busy }: { limit: Snapshot<UserLimit>; onRemove: () => void; busy: boolean }) {
  const runtime = useRuntime();
  const { t } = useTranslation('profile');
  const locale = runtime.locale.current;
  const date = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '∞');
  const account = limit.accounts[0];
  const money = (cents: number) => (account?.currency ? formatMoney(cents, account.currency, locale).text : String(cents));
  const amount = account && (isMoneyLimit(limit.type) ? money(account.amount_cents) : limit.type === 'session' ? t('limits.minutesValue', { count: account.amount_cents }) : null);
  const used = account && account.amount_cents > 0 ? Math.min(100, Math.round((account.current_value_amount_cents / account.amount_cents) * 100)) : 0;
  const statusClass = limit.status === 'active' ? panel.ok : limit.status === 'unconfirmed' || limit.status === 'pending' ? panel.pending : panel.off;
  const lockedActive = limit.strategy === 'lock' && limit.status === 'active';
  // A status newer than this client ('other'): the card shows the limit but offers no action whose effect it cannot tell.
  const removable = !lockedActive && !limit.removal_confirm_until && (limit.status === 'active' || limit.status === 'unconfirmed' || limit.status === 'pending');
  return (
    <li className={styles.card}>
      <div className={styles.top}>
        <div>
          <h4 className={styles.name}>{t(`limits.types.${limit.type}`)}</h4>
          <span className={styles.period}>{t(`limits.periods.${limit.period}`, { defaultValue: limit.period })}</span>
        </div>
        <span className={`${panel.status} ${statusClass}`}>{t(`limits.status.${limit.status}`)}</span>
      </div>
      {amount && <span className={styles.amount}>{amount}</span>}
      {amount && limit.status === 'active' && account && (
        <>
          <div className={styles.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={used} aria-label={t('limits.used')}>
            <div className={styles.fill} style={{ width: `${used}%` }} />
          </div>
          <p className={styles.note}>
            {t('limits.usedOf', { used: isMoneyLimit(limit.type) ? money(account.current_value_amount_cents) : account.current_value_amount_cents, total: amount })}
          </p>
        </>
      )}
      {limit.status === 'unconfirmed' && <p className={styles.note}>{t('limits.confirmBy', { date: date(limit.confirm_until) })}</p>}
      {limit.status === 'pending' && <p className={styles.note}>{t('limits.appliesAt', { date: date(limit.applies_at ?? null) })}</p>}
      {limit.removal_confirm_until && <p className={styles.note}>{t('limits.removalConfirmBy', { date: date(limit.removal_confirm_until) })}</p>}
      {limit.status === 'disabling' && <p className={styles.note}>{t('limits.endsAt', { date: date(limit.disable_at) })}</p>}
      {lockedActive && <p className={styles.note}>{t('limits.lockedUntil', { date: date(account?.active_until ?? null) })}</p>}
      {removable && (
        <div className={styles.actions}>
          <button type="button" className={`${panel.button} ${panel.danger}`} onClick={onRemove} disabled={busy}>
            {limit.status === 'active' ? t('limits.remove') : t('limits.cancel')}
          </button>
        </div>
      )}
    </li>
  );
}

import { formatMoney, useRuntime, useTranslation } from '@core/index';
import type { PlayerBonus } from '@schemas/wire/bonuses';
import { wageringLeft, wageringPercent } from '../rules/wagering';
import styles from './WageringBar.module.css';

type Wagering = Pick<PlayerBonus, 'currency' | 'amount_wager_cents' | 'amount_wager_requirement_cents' | 'title'>;

/**
 * Wagered of required with a bar (spec part 2 §9: floor percent) and what is left, in the bonus's currency. The
 * numbers are the platform's, as the last event or answer gave them: the bar moves when `bonuses_changes` comes.
 */
export function WageringBar({ bonus }: { bonus: Wagering }) {
  const runtime = useRuntime();
  const { t } = useTranslation('bonuses');
  const money = (cents: number) => formatMoney(cents, bonus.currency, runtime.locale.current).text;
  const percent = wageringPercent(bonus.amount_wager_cents, bonus.amount_wager_requirement_cents);
  const left = wageringLeft(bonus);
  return (
    <div className={styles.wagering} data-testid="wagering" data-percent={percent}>
      <div className={styles.numbers}>
        <span data-testid="wagered">
          {t('wagering.progress', { wagered: money(bonus.amount_wager_cents), required: money(bonus.amount_wager_requirement_cents) })}
        </span>
        <strong className={styles.percent} data-testid="wagering-percent">{t('wagering.percent', { percent })}</strong>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('wagering.label', { title: bonus.title })}
      >
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.left} data-testid="wagering-left">
        {left > 0 ? t('wagering.left', { amount: money(left) }) : t('wagering.done')}
      </span>
    </div>
  );
}

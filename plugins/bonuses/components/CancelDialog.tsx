import { Dialog, formatMoney, useRuntime, useTranslation } from '@core/index';
import type { PlayerBonus, PlayerFreespins } from '@schemas/wire/bonuses';
import { cancelGift } from '../actions';
import styles from './CancelDialog.module.css';

export type CancelTarget = { kind: 'bonus'; bonus: PlayerBonus } | { kind: 'freespins'; pack: PlayerFreespins };

/**
 * Asks before a gift is cancelled and spells out the consequence (issue 10: "cancel, with the consequence spelled
 * out"): the bonus money and what was won with it are forfeited; the player's own money stays.
 */
export function CancelDialog({ target, onClose }: { target: CancelTarget; onClose: () => void }) {
  const runtime = useRuntime();
  const { t } = useTranslation('bonuses');
  const title = target.kind === 'bonus' ? target.bonus.title : target.pack.title;
  const consequence =
    target.kind === 'bonus'
      ? t('cancel.bonusConsequence', { amount: formatMoney(target.bonus.amount_cents, target.bonus.currency, runtime.locale.current).text })
      : t('cancel.freespinsConsequence', {
          count: Math.max(0, target.pack.freespins_total - target.pack.freespins_performed),
          amount: formatMoney(target.pack.win_cents, target.pack.currency, runtime.locale.current).text,
        });
  const confirm = async () => {
    onClose();
    await cancelGift(runtime, target);
  };
  return (
    <Dialog title={t('cancel.title', { title })} onClose={onClose} size="small">
      <div className={styles.body} data-testid="cancel-dialog">
        <p className={styles.warning}>{consequence}</p>
        <p className={styles.muted}>{t('cancel.ownMoney')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.keep} onClick={onClose} autoFocus>
            {t('cancel.keep')}
          </button>
          <button type="button" className={styles.confirm} onClick={() => void confirm()}>
            {t('cancel.confirm')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

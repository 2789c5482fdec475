import { Dialog, useRuntime, useTranslation, type ModalComponentProps } from '@core/index';
import type { JACKPOT_WIN_MODAL } from '@schemas/contracts/modals';
import type { PropsOf } from '@schemas/contracts/define-contract';
import { formatJackpot } from '../rules/format-jackpot';
import styles from './WinPopup.module.css';

type WinProps = PropsOf<typeof JACKPOT_WIN_MODAL>;

/** The jackpot-win popup (spec part 2 §2): the level, the jackpot and the amount, already in the balance. */
export default function WinPopup({ close, props }: ModalComponentProps<WinProps>) {
  const { t } = useTranslation('jackpots');
  const runtime = useRuntime();
  return (
    <Dialog title={t('popup.title')} onClose={close} size="small">
      <div className={styles.body} data-testid="jackpot-win-popup">
        <p className={styles.text}>{t('popup.text', { level: props.levelName, jackpot: props.jackpotName })}</p>
        <p className={styles.amount} data-testid="jackpot-win-amount">{formatJackpot(props.amountCents, props.currency, runtime.locale.current)}</p>
        <p className={styles.note}>{t('popup.credited')}</p>
        <button type="button" className={styles.button} onClick={close} autoFocus>{t('popup.close')}</button>
      </div>
    </Dialog>
  );
}

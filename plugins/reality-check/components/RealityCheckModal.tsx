import { useState } from 'react';
import { Dialog, formatMoney, useRuntime, useTranslation, type ModalComponentProps } from '@core/index';
import { FormBanner } from '@core/forms';
import type { PropsOf } from '@schemas/contracts/define-contract';
import type { REALITY_CHECK_MODAL } from '@schemas/contracts/modals';
import { netKind, playedTime } from '../rules/figures';
import styles from './RealityCheckModal.module.css';

type Props = PropsOf<typeof REALITY_CHECK_MODAL>;
type Action = 'continue' | 'history' | 'limits' | 'logout';

/**
 * The reality check over the paused game (issue 13 item 1): how long this session has lasted, the net result and the
 * bets since sign-in, per currency, then continue, see the history, set limits or log out. Blocking: one of these
 * closes it. Figures are the platform's at the moment the check fell due.
 */
export default function RealityCheckModal({ props }: ModalComponentProps<Props>) {
  const { t } = useTranslation('reality-check');
  const runtime = useRuntime();
  const locale = runtime.locale.current;
  const [busy, setBusy] = useState<Action | null>(null);
  const [failed, setFailed] = useState(false);
  const { check } = props;
  const time = playedTime(check.played_seconds);
  const money = (cents: number, currency: string) => formatMoney(cents, currency, locale).text;

  const act = async (action: Action) => {
    setBusy(action);
    setFailed(false);
    try {
      if (action === 'continue') await props.onContinue();
      else if (action === 'logout') await props.onLogOut();
      else await props.onLeave(action);
    } catch {
      setFailed(true);
      setBusy(null);
    }
  };

  return (
    <Dialog title={t('modal.title')} onClose={() => undefined} blocking size="small">
      <div className={styles.body} data-testid="reality-check-modal">
        <p className={styles.intro}>{t('modal.intro')}</p>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt>{t('modal.time')}</dt>
            <dd data-testid="reality-check-time">{time.hours > 0 ? t('modal.hoursMinutes', time) : t('modal.minutes', { count: time.minutes })}</dd>
          </div>
          {check.totals.map((total) => (
            <div key={total.currency} className={styles.figure} data-testid="reality-check-total" data-currency={total.currency}>
              <dt>{t(`modal.net.${netKind(total.net_cents)}`, { currency: total.currency })}</dt>
              <dd data-net={netKind(total.net_cents)}>{money(Math.abs(total.net_cents), total.currency)}</dd>
              <dt>{t('modal.bets', { currency: total.currency })}</dt>
              <dd>{money(total.bet_cents, total.currency)}</dd>
            </div>
          ))}
        </dl>
        {check.totals.length === 0 && <p className={styles.note}>{t('modal.noBets')}</p>}
        {failed && <FormBanner tone="error">{t('modal.failed')}</FormBanner>}
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => void act('continue')} disabled={busy !== null} autoFocus>
            {t('modal.continue')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => void act('history')} disabled={busy !== null}>
            {t('modal.history')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => void act('limits')} disabled={busy !== null}>
            {t('modal.limits')}
          </button>
          <button type="button" className={styles.secondary} onClick={() => void act('logout')} disabled={busy !== null}>
            {t('modal.logOut')}
          </button>
        </div>
      </div>
    </Dialog>
  );
}

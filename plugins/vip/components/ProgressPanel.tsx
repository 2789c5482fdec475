import { Link } from 'wouter';
import { formatDate, formatMoney, useRuntime, useTranslation, useVisibility } from '@core/index';
import type { VipStatusProgress } from '@schemas/wire/vip';
import { daysLeft, expiryDate } from '../rules/quarter';
import { cappedAmount, isDiamond, progressPercent } from '../rules/status';
import { statusLabelKey } from './status-label';
import styles from './vip.module.css';

/**
 * The quarter's progress (spec part 2 §4, WIRE.md): deposits and real bets against the next status's
 * thresholds, the overall bar, and when the status runs out (the quarter's last day, days left). Diamond has no
 * next status: its bar runs to the save target and stops there. A failed load shows the §8 fallback with a note.
 */
export function ProgressPanel({ progress, fallback, now }: { progress: VipStatusProgress | null; fallback: boolean; now: number }) {
  const { t } = useTranslation('vip');
  const runtime = useRuntime();
  const { loggedIn } = useVisibility();
  const locale = runtime.locale.current;

  if (!loggedIn) {
    return (
      <section className={styles.panel} aria-labelledby="vip-progress" data-testid="vip-progress" data-state="guest">
        <h2 id="vip-progress" className={styles.heading}>{t('progress.guestTitle')}</h2>
        <p className={styles.muted}>{t('progress.guestText')}</p>
        <Link href={`${runtime.pathOf('registration')}?redirect=${encodeURIComponent('/vip')}`} className={styles.primary}>{t('progress.register')}</Link>
      </section>
    );
  }
  if (!progress) return <div className={styles.skeleton} aria-busy="true" data-testid="vip-progress" data-state="loading" />;

  const money = (cents: number) => formatMoney(cents, progress.currency, locale).text;
  const diamond = isDiamond(progress.currentStatus);
  const percent = progressPercent(progress);
  const date = new Date(now);
  const expiry = formatDate(expiryDate(date), locale, { style: 'long', timeZone: 'UTC' });
  return (
    <section className={styles.panel} aria-labelledby="vip-progress" data-testid="vip-progress" data-state={fallback ? 'fallback' : 'ready'} data-status={progress.currentStatus}>
      <p className={styles.eyebrow}>{t('progress.eyebrow')}</p>
      <h2 id="vip-progress" className={styles.heading}>
        {diamond ? t('progress.diamondTitle') : t('progress.title', { next: t(statusLabelKey(progress.nextStatus)) })}
      </h2>
      {fallback && <p className={styles.message} role="status">{t('progress.fallback')}</p>}
      <div className={styles.row}>
        <span>{t('progress.overall')}</span>
        <strong>{t('progress.percent', { percent })}</strong>
      </div>
      <div className={styles.bar} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('progress.overall')}>
        <span className={styles.fill} style={{ width: `${percent}%` }} />
      </div>
      <div className={styles.row} data-testid="vip-deposits">
        <span>{t('progress.deposits')}</span>
        <span>
          <strong>{money(cappedAmount(progress.depositAmountCents, diamond ? progress.depositThresholdCents : 0))}</strong> / {money(progress.depositThresholdCents)}
        </span>
      </div>
      <div className={styles.row} data-testid="vip-bets">
        <span>{t('progress.bets')}</span>
        <span>
          <strong>{money(cappedAmount(progress.betSumCents, diamond ? progress.betSumThresholdCents : 0))}</strong> / {money(progress.betSumThresholdCents)}
        </span>
      </div>
      <p className={styles.muted}>{diamond ? t('progress.diamondText') : t('progress.text')}</p>
      <div className={styles.row} data-testid="vip-expiry">
        <span>{t('progress.expires', { date: expiry })}</span>
        <strong>{t('progress.daysLeft', { count: daysLeft(date) })}</strong>
      </div>
    </section>
  );
}

import { formatMoney, useRuntime, useTranslation } from '@core/index';
import type { VipStatusProgress } from '@schemas/wire/vip';
import styles from './vip.module.css';

/**
 * The info tab: how the programme works (quarter sums of deposits and real bets, a status held to the quarter's
 * end and kept by meeting its sums again, Diamond for life, SP and XP), with the player's next thresholds.
 */
export function VipInfo({ progress }: { progress: VipStatusProgress | null }) {
  const { t } = useTranslation('vip');
  const runtime = useRuntime();
  const money = (cents: number) => (progress ? formatMoney(cents, progress.currency, runtime.locale.current).text : '');
  return (
    <section className={styles.panel} aria-labelledby="vip-info" data-testid="vip-info">
      <h2 id="vip-info" className={styles.heading}>{t('info.title')}</h2>
      <p>{t('info.quarter')}</p>
      <p>{t('info.keep')}</p>
      <p>{t('info.diamond')}</p>
      <p>{t('info.points')}</p>
      {progress && progress.nextStatus && (
        <p className={styles.message}>{t('info.thresholds', { deposits: money(progress.depositThresholdCents), bets: money(progress.betSumThresholdCents) })}</p>
      )}
    </section>
  );
}

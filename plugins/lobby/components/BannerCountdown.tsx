import { useNow, useTranslation } from '@core/index';
import { SESSION_TIMER_TICK_MS } from '@config/timing';
import { timeLeft } from '../countdown';
import styles from './BannerCountdown.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A banner timer: time to start while the promo is ahead, time left while it runs (spec §4 promo status).
 * Not a live region, and what a screen reader reads is its label in words to the minute: the ticking digits are
 * hidden from it, so nothing is re-announced every second (issue 24 item 12).
 */
export function BannerCountdown({ startAt, endAt }: { startAt?: string; endAt: string }) {
  const { t } = useTranslation('lobby');
  const { t: tc } = useTranslation('core');
  const now = useNow(SESSION_TIMER_TICK_MS);
  const start = startAt ? Date.parse(startAt) : null;
  const upcoming = start !== null && start > now;
  const left = timeLeft(upcoming ? start : Date.parse(endAt), now);
  if (!upcoming && left.done) return <p className={styles.timer}>{t('timer.finished')}</p>;
  const parts = [
    { value: String(left.days), unit: t('timer.days') },
    { value: pad(left.hours), unit: t('timer.hours') },
    { value: pad(left.minutes), unit: t('timer.minutes') },
    { value: pad(left.seconds), unit: t('timer.seconds') },
  ];
  const caption = t(upcoming ? 'timer.startsIn' : 'timer.endsIn');
  const spoken = tc('timer.spoken', { days: tc('timer.dayCount', { count: left.days }), hours: tc('timer.hourCount', { count: left.hours }), minutes: tc('timer.minuteCount', { count: left.minutes }) });
  return (
    <div className={styles.timer} role="timer" aria-live="off" aria-label={`${caption} ${spoken}`}>
      <span className={styles.caption} aria-hidden="true">{caption}</span>
      <span className={styles.parts} aria-hidden="true">
        {parts.map((p) => (
          <span key={p.unit} className={styles.part}>
            <strong>{p.value}</strong>
            <small>{p.unit}</small>
          </span>
        ))}
      </span>
    </div>
  );
}

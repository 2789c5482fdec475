import { useTranslation } from '../i18n/use-translation';
import { countdownParts } from './promo-time';
import styles from './Countdown.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A promo timer (spec part 2 §4): time to start while a promotion is ahead, time left while it runs, for every
 * promo plugin. A pure display of `now` (the page's one clock, `useNow`); not a live region, so screen readers
 * are not told every second (its label says the time in words).
 */
export function Countdown({ target, now, caption, size = 'small' }: { target: number; now: number; caption: string; size?: 'small' | 'large' }) {
  const { t } = useTranslation('core');
  const left = countdownParts(target, now);
  const parts = [
    { key: 'd', value: String(left.days), unit: t('timer.days') },
    { key: 'h', value: pad(left.hours), unit: t('timer.hours') },
    { key: 'm', value: pad(left.minutes), unit: t('timer.minutes') },
    { key: 's', value: pad(left.seconds), unit: t('timer.seconds') },
  ];
  const spoken = t('timer.spoken', { days: t('timer.dayCount', { count: left.days }), hours: t('timer.hourCount', { count: left.hours }), minutes: t('timer.minuteCount', { count: left.minutes }) });
  return (
    <div className={`${styles.timer} ${styles[size]}`} role="timer" aria-live="off" aria-label={`${caption} ${spoken}`}>
      <span className={styles.caption}>{caption}</span>
      <span className={styles.parts} aria-hidden="true">
        {parts.map((p) => (
          <span key={p.key} className={styles.part}>
            <strong>{p.value}</strong>
            <small>{p.unit}</small>
          </span>
        ))}
      </span>
    </div>
  );
}

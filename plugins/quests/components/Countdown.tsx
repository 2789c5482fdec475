import { useTranslation } from '@core/index';
import { countdownParts } from '../rules/countdown';
import styles from './Countdown.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** Time to start or time left (spec part 2 §4): a pure display of `now`, the page's one clock. */
export function Countdown({ target, now, caption, size = 'small' }: { target: number; now: number; caption: string; size?: 'small' | 'large' }) {
  const { t } = useTranslation('quests');
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

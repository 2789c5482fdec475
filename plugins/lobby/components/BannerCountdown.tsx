import { useEffect, useState } from 'react';
import { useTranslation } from '@core/index';
import { SESSION_TIMER_TICK_MS } from '@config/timing';
import { timeLeft } from '../countdown';
import styles from './BannerCountdown.module.css';

const pad = (n: number) => String(n).padStart(2, '0');

/** A banner timer: time to start while the promo is ahead, time left while it runs (spec §4 promo status). */
export function BannerCountdown({ startAt, endAt }: { startAt?: string; endAt: string }) {
  const { t } = useTranslation('lobby');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), SESSION_TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, []);
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
  return (
    <div className={styles.timer} role="timer" aria-live="off">
      <span className={styles.caption}>{t(upcoming ? 'timer.startsIn' : 'timer.endsIn')}</span>
      <span className={styles.parts}>
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

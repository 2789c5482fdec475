import { useTranslation } from '@core/index';
import { timeLeft } from '../rules/time-left';

/** "2 days 5 hours left" (the two largest units), or "Expired" once `until` has passed; nothing without a date. */
export function TimeLeft({ until, now, className }: { until: string | null; now: number; className?: string }) {
  const { t } = useTranslation('bonuses');
  if (!until) return null;
  const left = timeLeft(until, now);
  if (!left) return <span className={className}>{t('time.over')}</span>;
  const parts = left.days > 0
    ? [t('time.days', { count: left.days }), t('time.hours', { count: left.hours })]
    : left.hours > 0
      ? [t('time.hours', { count: left.hours }), t('time.minutes', { count: left.minutes })]
      : [t('time.minutes', { count: Math.max(1, left.minutes) })];
  return (
    <time className={className} dateTime={until} data-testid="time-left">
      {t('time.left', { time: parts.join(' ') })}
    </time>
  );
}

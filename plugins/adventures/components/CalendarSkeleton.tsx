import { useTranslation } from '@core/index';
import styles from './CalendarSkeleton.module.css';

/** The calendar's size while it loads (no layout shift): the title lines and a row of card shapes. */
export function CalendarSkeleton() {
  const { t } = useTranslation('adventures');
  return (
    <div className={styles.skeleton} aria-busy="true" data-testid="adventure-skeleton">
      <span className="visually-hidden">{t('calendar.loading')}</span>
      <div className={styles.title} />
      <div className={styles.line} />
      <div className={styles.row}>{[0, 1, 2, 3, 4].map((i) => <div key={i} className={styles.card} />)}</div>
    </div>
  );
}

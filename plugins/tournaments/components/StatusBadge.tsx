import { useTranslation } from '@core/index';
import type { PromoStatus } from '../promo-status';
import styles from './StatusBadge.module.css';

/** Live now, upcoming or finished: the promotion's status by time (spec part 2 §4). */
export function StatusBadge({ status }: { status: PromoStatus }) {
  const { t } = useTranslation('tournaments');
  return (
    <span className={styles.badge} data-status={status} data-testid="promo-status">
      {status === 'active' && <span className={styles.dot} aria-hidden="true" />}
      {t(`status.${status}`)}
    </span>
  );
}

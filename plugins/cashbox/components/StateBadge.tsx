import { useTranslation } from '@core/index';
import type { Payment } from '@schemas/wire/money';
import { STATE_TONES } from '../rules/payment-states';
import styles from './StateBadge.module.css';

/** Spec part 2 §3: a badge for each of the eight payment states, and a neutral one for a state newer than this client. */
export function StateBadge({ state }: { state: Payment['state'] }) {
  const { t } = useTranslation('cashbox');
  return <span className={`${styles.badge} ${styles[STATE_TONES[state]]}`}>{t(`state.${state}`)}</span>;
}

import { useEffect } from 'react';
import { Link } from 'wouter';
import { useRuntime, useTranslation } from '@core/index';
import { ensurePoints } from '../actions';
import { formatPoints } from '../format';
import { useChargeable } from '../use-shop-data';
import styles from './BalanceLine.module.css';

/**
 * The astrocoin balance in the header's balance dropdown (spec part 1 §2: "rewards-shop balance if enabled"),
 * linking to the shop. Read fresh each time the dropdown opens; live with `comps_award`.
 */
export default function BalanceLine({ close }: { close: () => void }) {
  const { t } = useTranslation('rewards-shop');
  const runtime = useRuntime();
  const chargeable = useChargeable();
  useEffect(() => {
    void ensurePoints(runtime, { force: true });
  }, [runtime]);
  return (
    <Link href="/rocket-mart" className={styles.row} onClick={close} data-testid="astrocoin-balance">
      <span className={styles.text}>
        <span className={styles.label}>{t('balance.label')}</span>
        <span className={styles.sub}>{t('balance.toShop')}</span>
      </span>
      <strong className={styles.amount} data-testid="astrocoin-amount">
        {chargeable === null ? '–' : formatPoints(chargeable, runtime.locale.current)}
      </strong>
    </Link>
  );
}

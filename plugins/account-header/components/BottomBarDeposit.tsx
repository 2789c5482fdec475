import { Link } from 'wouter';
import { Icon, useTranslation } from '@core/index';
import styles from './BottomBarDeposit.module.css';

/** The phone bottom bar's action for players (spec part 1 §2): straight to the deposit step (the cashbox plugin owns it). */
export default function BottomBarDeposit() {
  const { t } = useTranslation('account-header');
  return (
    <Link href="/deposit" className={styles.deposit}>
      <Icon name="wallet" size={18} />
      {t('deposit')}
    </Link>
  );
}

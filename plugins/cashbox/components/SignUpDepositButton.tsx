import { Link } from 'wouter';
import { useSession, useTranslation, useRuntime } from '@core/index';
import { formStyles } from '@core/forms';
import styles from './Placeholders.module.css';

/** `#SignUpDepositButton[]#` (part 1 §2): a guest signs up and lands on the deposit; a player deposits. */
export default function SignUpDepositButton() {
  const runtime = useRuntime();
  const session = useSession();
  const { t } = useTranslation('cashbox');
  const player = session.status === 'player';
  const to = player ? '/deposit' : `${runtime.pathOf('registration')}?redirect=${encodeURIComponent('/deposit')}`;
  return (
    <div className={styles.cta}>
      <Link href={to} className={`${formStyles.submit} ${styles.ctaButton}`}>
        {player ? t('placeholder.depositNow') : t('placeholder.signUpDeposit')}
      </Link>
    </div>
  );
}

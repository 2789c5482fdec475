import { Link } from 'wouter';
import { Icon, Slot, useSession, useTranslation } from '@core/index';
import { HEADER_NICKNAME_BADGE } from '@schemas/contracts/slots';
import { BalanceDropdown } from './BalanceDropdown';
import styles from './AccountHeader.module.css';

/** The logged-in header (spec part 1 §2): deposit, balance dropdown, avatar and nickname with VIP badge. */
export default function AccountHeader() {
  const { t } = useTranslation('account-header');
  const session = useSession();
  const player = session.player;
  if (!player) return null;
  const name = player.nickname || player.first_name || player.email.split('@')[0] || '';
  return (
    <div className={styles.bar}>
      <Link href="/deposit" className={styles.deposit}>
        <Icon name="wallet" size={18} />
        {t('deposit')}
      </Link>
      <BalanceDropdown />
      {/* Named by its content, so the name holds the nickname and VIP badge a sighted player reads (WCAG 2.5.3). */}
      <Link href="/profile" className={styles.player}>
        <span className="visually-hidden">{`${t('profile')} `}</span>
        <span className={styles.avatar} aria-hidden="true" data-initial={name.charAt(0).toUpperCase()} />
        <span className={styles.who}>
          <span className={styles.nickname}>{name}</span>
          <Slot contract={HEADER_NICKNAME_BADGE} />
        </span>
      </Link>
    </div>
  );
}

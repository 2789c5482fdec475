import { BOTTOM_BAR_ACTION } from '@schemas/contracts/slots';
import { useTranslation } from '../i18n/use-translation';
import { Icon } from '../ui/Icon';
import { MenuLink } from './MenuLink';
import { Slot } from './Slot';
import { useMenu } from './use-menu';
import styles from './BottomBar.module.css';

/** Phone bottom bar: a plugin-filled action (deposit or enter buttons), menu items, and the menu button. */
export function BottomBar({ onOpenSidebar }: { onOpenSidebar: () => void }) {
  const { t } = useTranslation('core');
  const entries = useMenu('bottom-bar');
  return (
    <nav className={styles.bar} aria-label={t('shell.quickNavigation')}>
      <div className={styles.action}>
        <Slot contract={BOTTOM_BAR_ACTION} />
      </div>
      {entries.map((entry) => (
        <MenuLink key={entry.id} entry={entry} className={styles.item} activeClassName={styles.active} />
      ))}
      <button type="button" className={styles.item} onClick={onOpenSidebar}>
        <Icon name="menu" />
        <span>{t('shell.menu')}</span>
      </button>
    </nav>
  );
}

import { SIDEBAR_PANELS } from '@schemas/contracts/slots';
import { useTranslation } from '../i18n/use-translation';
import { Icon } from '../ui/Icon';
import { useModalDialog } from '../ui/use-modal-dialog';
import { LanguageSelect } from './LanguageSelect';
import { MenuLink } from './MenuLink';
import { Slot } from './Slot';
import { useMenu } from './use-menu';
import styles from './Sidebar.module.css';

/** The side menu (a modal drawer): a tap on an item or outside it closes it (spec part 1 §2). */
export function Sidebar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('core');
  const dialog = useModalDialog(onClose);
  const main = useMenu('sidebar');
  const bottom = useMenu('sidebar-bottom');
  return (
    <dialog {...dialog} className={styles.drawer} aria-label={t('shell.menu')}>
      <div className={styles.panel}>
        <div className={styles.top}>
          <strong>{t('shell.menu')}</strong>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('dialog.close')}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label={t('shell.sideNavigation')}>
          <ul className={styles.list}>
            {main.map((entry) => (
              <li key={entry.id}>
                <MenuLink entry={entry} className={styles.item} activeClassName={styles.active} onNavigate={onClose} />
              </li>
            ))}
          </ul>
          {bottom.length > 0 && (
            <ul className={`${styles.list} ${styles.bottom}`}>
              {bottom.map((entry) => (
                <li key={entry.id}>
                  <MenuLink entry={entry} className={styles.item} activeClassName={styles.active} onNavigate={onClose} />
                </li>
              ))}
            </ul>
          )}
        </nav>
        <div className={styles.panels}>
          <LanguageSelect />
          <Slot contract={SIDEBAR_PANELS} props={{ close: onClose }} />
        </div>
      </div>
    </dialog>
  );
}

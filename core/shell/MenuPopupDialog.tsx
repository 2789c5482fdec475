import { useTranslation } from '../i18n/use-translation';
import type { MenuPopup } from '../plugin/contributions';
import { Dialog } from '../ui/Dialog';
import styles from './MenuPopupDialog.module.css';

/** The one-time popup of a menu item (spec part 1 §4): closing it, by its button or otherwise, goes on to the page. */
export function MenuPopupDialog({ popup, onDone }: { popup: MenuPopup; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog title={t(popup.titleKey)} onClose={onDone} size="small">
      <p className={styles.text}>{t(popup.textKey)}</p>
      <button type="button" className={styles.go} onClick={onDone} autoFocus>
        {t(popup.buttonKey)}
      </button>
    </Dialog>
  );
}

import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { useTranslation } from '../i18n/use-translation';
import styles from './Dialog.module.css';

interface DialogProps {
  title?: ReactNode;
  onClose: () => void;
  /** Esc and overlay click do not close it (terms acceptance, required profile fields). */
  blocking?: boolean;
  size?: 'small' | 'medium' | 'large' | 'full';
  children: ReactNode;
}

/**
 * Native `<dialog>` shown as a modal: top layer, inert background and focus trap come from the browser
 * (DESIGN §8). Esc and overlay clicks close it unless it blocks.
 */
export function Dialog({ title, onClose, blocking = false, size = 'medium', children }: DialogProps) {
  // Opens on its first field, not the close button; focus returns to the opener on close.
  const dialog = useModalDialog(onClose, blocking, { focusField: true });
  const titleId = useId();
  const { t } = useTranslation('core');
  return (
    <dialog {...dialog} className={`${styles.dialog} ${styles[size]}`} aria-labelledby={title ? titleId : undefined}>
      <div className={styles.panel}>
        {(title || !blocking) && (
          <header className={styles.header}>
            {title ? <h2 id={titleId} className={styles.title}>{title}</h2> : <span />}
            {!blocking && (
              <button type="button" className={styles.close} onClick={onClose} aria-label={t('dialog.close')}>
                ×
              </button>
            )}
          </header>
        )}
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  );
}

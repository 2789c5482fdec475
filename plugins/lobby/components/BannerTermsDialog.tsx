import { Dialog } from '@core/index';
import styles from './BannerTermsDialog.module.css';

/** The banner's second button: its terms in a popup. */
export function BannerTermsDialog({ popup, onClose }: { popup: { title: string; secondTitle?: string; desc: string }; onClose: () => void }) {
  return (
    <Dialog title={popup.title} onClose={onClose} size="small">
      {popup.secondTitle && <h3 className={styles.subtitle}>{popup.secondTitle}</h3>}
      <p className={styles.text}>{popup.desc}</p>
    </Dialog>
  );
}

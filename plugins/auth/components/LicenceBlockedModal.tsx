import { Dialog, useTranslation, type ModalComponentProps } from '@core/index';
import layout from './AuthLayout.module.css';
import { formStyles as styles } from '@core/forms';

/** Spec part 1 §8: a login refused with EE_LICENSE_BLOCKED explains why instead of reopening the form. */
export default function LicenceBlockedModal({ close }: ModalComponentProps) {
  const { t } = useTranslation('auth');
  return (
    <Dialog title={t('licenceBlocked.title')} onClose={close} size="small">
      <div className={layout.wrap}>
        <div className={layout.icon} aria-hidden="true">⚑</div>
        <p className={styles.lead}>{t('licenceBlocked.text')}</p>
        <button type="button" className={styles.secondary} onClick={close}>{t('form.ok')}</button>
      </div>
    </Dialog>
  );
}

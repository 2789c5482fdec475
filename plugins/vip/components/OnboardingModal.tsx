import { Dialog, useRuntime, useTranslation, type ModalComponentProps } from '@core/index';
import styles from './vip.module.css';

/** VIP onboarding (spec part 2 §4): what the programme is, shown on the VIP page to a player in neither status. */
export default function OnboardingModal({ close }: ModalComponentProps) {
  const { t } = useTranslation('vip');
  const runtime = useRuntime();
  return (
    <Dialog title={t('onboarding.title')} onClose={close} size="small">
      <div className={styles.modalBody} data-testid="vip-onboarding">
        <p>{t('onboarding.text')}</p>
        <ul className={styles.list}>
          <li>{t('onboarding.step1')}</li>
          <li>{t('onboarding.step2')}</li>
          <li>{t('onboarding.step3')}</li>
        </ul>
        <button
          type="button"
          className={styles.primary}
          onClick={() => {
            close();
            runtime.navigate('/vip/rewards');
          }}
        >
          {t('onboarding.cta')}
        </button>
      </div>
    </Dialog>
  );
}

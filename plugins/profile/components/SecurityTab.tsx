import { useTranslation } from '@core/index';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ConnectedProviders } from './ConnectedProviders';
import { TwoFactorSwitch } from './TwoFactorSwitch';
import styles from './Panel.module.css';

export function SecurityTab() {
  const { t } = useTranslation('profile');
  return (
    <section className={styles.panel} aria-labelledby="profile-security">
      <h2 id="profile-security" className={styles.title}>{t('nav.security')}</h2>
      <div className={styles.section}>
        <h3 className={styles.subtitle}>{t('security.password')}</h3>
        <div className={styles.narrow}>
          <ChangePasswordForm />
        </div>
      </div>
      <div className={styles.section}>
        <h3 className={styles.subtitle}>{t('security.twoFactor')}</h3>
        <div className={styles.narrow}>
          <TwoFactorSwitch />
        </div>
      </div>
      <div className={styles.section}>
        <h3 className={styles.subtitle}>{t('security.providers')}</h3>
        <ConnectedProviders />
      </div>
    </section>
  );
}

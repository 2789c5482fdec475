import { Link } from 'wouter';
import { useSession, useTranslation } from '@core/index';
import styles from './Panel.module.css';

/** E-mail confirmation and identity checks, with the way to finish each one. */
export function VerificationTab() {
  const { t } = useTranslation('profile');
  const session = useSession();
  const player = session.player;
  if (!player) return null;
  const badge = (ok: boolean, okKey: string, pendingKey: string) => (
    <span className={`${styles.status} ${ok ? styles.ok : styles.pending}`}>{ok ? `✓ ${t(okKey)}` : t(pendingKey)}</span>
  );
  return (
    <section className={styles.panel} aria-labelledby="profile-verification">
      <h2 id="profile-verification" className={styles.title}>{t('nav.verification')}</h2>
      <div className={styles.section}>
        <div className={styles.head}>
          <h3 className={styles.subtitle}>{t('verification.email')}</h3>
          {badge(player.confirmed_at !== null, 'verification.confirmed', 'verification.notConfirmed')}
        </div>
        <p className={styles.muted}>{player.confirmed_at ? t('verification.emailDone', { email: player.email }) : t('verification.emailTodo', { email: player.email })}</p>
        {!player.confirmed_at && <Link href="/email-verify" className={styles.button}>{t('verification.resend')}</Link>}
      </div>
      <div className={styles.section}>
        <div className={styles.head}>
          <h3 className={styles.subtitle}>{t('verification.identity')}</h3>
          {badge(player.verified || player.sumsub_verified, 'verification.verified', 'verification.notVerified')}
        </div>
        <p className={styles.muted}>{player.verified || player.sumsub_verified ? t('verification.identityDone') : t('verification.identityTodo')}</p>
      </div>
    </section>
  );
}

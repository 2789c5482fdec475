import { useEffect } from 'react';
import { Link } from 'wouter';
import { setMeta, useRuntime, useSession, useTranslation } from '@core/index';
import styles from './MaintenancePage.module.css';

/**
 * What a closed site shows (spec part 1 §6 `enableTechWork`): a notice, a retry that loads the page anew (the
 * platform decides again), and the sign-in for staff (testers pass once signed in).
 */
export default function MaintenancePage() {
  const { t } = useTranslation('maintenance');
  const runtime = useRuntime();
  const session = useSession();
  useEffect(() => setMeta('robots', 'noindex'), []);
  return (
    <section className={styles.page} aria-labelledby="maintenance-title" data-testid="maintenance-page">
      <p className={styles.icon} aria-hidden="true">🛠</p>
      <h1 id="maintenance-title" className={styles.title}>{t('page.title')}</h1>
      <p className={styles.text}>{t('page.text')}</p>
      <div className={styles.actions}>
        {/* A full load on purpose: the platform says again whether the site is open. */}
        <button type="button" className={styles.primary} onClick={() => globalThis.location?.reload()}>
          {t('page.retry')}
        </button>
        {session.status !== 'player' && (
          <Link href={runtime.pathOf('sign-in')} className={styles.secondary}>{t('page.staffSignIn')}</Link>
        )}
      </div>
    </section>
  );
}

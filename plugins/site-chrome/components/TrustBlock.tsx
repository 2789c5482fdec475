import { Link } from 'wouter';
import { Icon, useRuntime, useTranslation } from '@core/index';
import { minimumAge } from '../legal-rules';
import styles from './TrustBlock.module.css';

/** Trust and certificate badges; under the EE licence also the licence badge (spec §2, §6). */
export default function TrustBlock() {
  const runtime = useRuntime();
  const { t } = useTranslation('site-chrome');
  // The age badge follows the licence served (21+ under the Estonian one, issue 24 item 4/9).
  const age = minimumAge(runtime.site, runtime.licence);
  return (
    <section className={styles.trust} aria-label={t('trust.title')}>
      <span className={styles.adult} title={t('trust.adultTitle', { age })} data-age-badge={age}>{age}+</span>
      <Link className={styles.badge} href="/responsible-gaming">
        <Icon name="heart" size={16} />
        <span>{t('trust.responsible')}</span>
      </Link>
      <span className={styles.badge}>
        <Icon name="shield" size={16} />
        <span>{t('trust.ssl')}</span>
      </span>
      <span className={styles.badge}>
        <Icon name="dice" size={16} />
        <span>{t('trust.rng')}</span>
      </span>
      {runtime.licence === 'EE' && (
        <span className={`${styles.badge} ${styles.licence}`} data-licence-badge="EE">
          <Icon name="flag" size={16} />
          <span>{t('trust.licenceEE')}</span>
        </span>
      )}
    </section>
  );
}

import { useRuntime, useTranslation } from '@core/index';
import { legalOf, licenceDetails } from '../legal-rules';
import styles from './LegalDetails.module.css';

/**
 * Who runs the site: company, registration, address, the licence of the variant the visitor is served
 * under, and the responsible-gaming organisations (issue 24 item 9). Values come from the site file as
 * written (they are names and numbers, not translatable text); the sentences around them are messages.
 */
export function LegalDetails() {
  const runtime = useRuntime();
  const { t } = useTranslation('site-chrome');
  const legal = legalOf(runtime.site);
  if (!legal) return null;
  const licence = licenceDetails(runtime.site, runtime.licence);
  return (
    <section className={styles.legal} aria-label={t('legal.title')} data-legal-details>
      <p className={styles.line}>
        {t('legal.operator', { name: runtime.site.name, company: legal.company, registration: legal.registrationNumber, address: legal.registeredAddress })}
      </p>
      {licence && (
        <p className={styles.line} data-licence={runtime.licence}>
          {t('legal.licence', { regulator: licence.regulator, number: licence.number })}{' '}
          {licence.url && (
            <a className={styles.link} href={licence.url} target="_blank" rel="noopener noreferrer">
              {t('legal.licenceLink', { name: runtime.site.name })}
            </a>
          )}
        </p>
      )}
      <p className={styles.line}>
        <span>{t('legal.help')}</span>{' '}
        {legal.responsibleGaming.map((org, i) => (
          <span key={org.url}>
            {i > 0 && ' · '}
            <a className={styles.link} href={org.url} target="_blank" rel="noopener noreferrer">{org.name}</a>
          </span>
        ))}
      </p>
    </section>
  );
}

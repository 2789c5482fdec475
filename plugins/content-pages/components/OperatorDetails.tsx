import { useRuntime, useTranslation } from '@core/index';
import type { SiteLegal } from '@schemas/site/site.schema';
import styles from './OperatorDetails.module.css';

/** The terms page carries the operator block after its text; a CMS author may also place `#OperatorDetails#`. */
export const OPERATOR_DETAILS_PAGE = /^terms-and-conditions(\/|$)/;
export const placesOperatorDetails = (html: string) => html.includes('#OperatorDetails');

/**
 * Who runs the site, from the site file (issue 24 item 9): company, registration, address, the licence of
 * the variant the visitor is served under with its regulator and minimum age, and responsible-gaming links.
 */
export function OperatorDetails() {
  const runtime = useRuntime();
  const { t } = useTranslation('content-pages');
  const legal = runtime.site.legal as SiteLegal | undefined;
  if (!legal) return null;
  const licence = legal.licences[runtime.licence];
  return (
    <section className={styles.operator} aria-labelledby="operator-details-title" data-operator-details>
      <h2 id="operator-details-title" className={styles.title}>{t('operator.title')}</h2>
      <dl className={styles.list}>
        <dt>{t('operator.company')}</dt>
        <dd>{legal.company}</dd>
        <dt>{t('operator.registration')}</dt>
        <dd>{legal.registrationNumber}</dd>
        <dt>{t('operator.address')}</dt>
        <dd>{legal.registeredAddress}</dd>
        {licence && (
          <>
            <dt>{t('operator.regulator')}</dt>
            <dd>{licence.url ? <a href={licence.url} target="_blank" rel="noopener noreferrer">{licence.regulator}</a> : licence.regulator}</dd>
            <dt>{t('operator.licence')}</dt>
            <dd data-licence={runtime.licence}>{licence.number}</dd>
            <dt>{t('operator.age')}</dt>
            <dd>{t('operator.ageValue', { age: licence.minimumAge })}</dd>
          </>
        )}
        <dt>{t('operator.help')}</dt>
        <dd>
          <ul className={styles.links}>
            {legal.responsibleGaming.map((org) => (
              <li key={org.url}><a href={org.url} target="_blank" rel="noopener noreferrer">{org.name}</a></li>
            ))}
          </ul>
        </dd>
      </dl>
    </section>
  );
}

import { Suspense } from 'react';
import { useNow, usePluginOptions, useRuntime, useTranslation, useVisibility } from '@core/index';
import { copyrightKey } from '../chrome-rules';
import { useLicenceNote } from '../footer-reads';
import { siteChromeManifest } from '../manifest';
import { LegalDetails } from './LegalDetails';
import styles from './FooterBottom.module.css';

/** The copyright's year changes once a year: its clock need not tick often. */
const YEAR_TICK_MS = 60 * 60_000;

/**
 * The operator's legal details (site file), the licence note from the CMS snippet `footer-licence` and the copyright
 * line (two player groups change it, spec §6). The snippet is shown as text: the footer is on every page, and
 * rendering it as HTML would pull the sanitiser into every visit. The note is read while rendering (a server-drawn
 * page carries it); the lines around it do not wait for it.
 */
export default function FooterBottom() {
  const runtime = useRuntime();
  const { t } = useTranslation('site-chrome');
  const { groups } = useVisibility();
  const options = usePluginOptions(siteChromeManifest);
  // The drawn page's time while it hydrates (never the clock in render), in UTC: the server's time zone and the
  // visitor's may disagree about the year on New Year's Eve, and both sides must write the same year.
  const year = new Date(useNow(YEAR_TICK_MS)).getUTCFullYear();
  return (
    <div className={styles.bottom}>
      <LegalDetails />
      <Suspense fallback={null}>
        <LicenceNote />
      </Suspense>
      <p className={styles.copyright} data-copyright={copyrightKey(groups, options.copyrightGroups)}>
        {t(copyrightKey(groups, options.copyrightGroups), { year, name: runtime.site.name })}
      </p>
    </div>
  );
}

/** The locale's licence note as text; none (or a failed read) is no line. */
function LicenceNote() {
  const note = useLicenceNote();
  return note ? <p className={styles.note}>{note}</p> : null;
}

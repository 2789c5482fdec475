import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { usePluginOptions, usePluginState, useRuntime, useTranslation, useVisibility } from '@core/index';
import { copyrightKey } from '../chrome-rules';
import { siteChromeManifest } from '../manifest';
import { chromeState } from '../state';
import { LegalDetails } from './LegalDetails';
import styles from './FooterBottom.module.css';

/**
 * The operator's legal details (site file), the copyright line (two player groups change it, spec §6) and the licence note from the CMS snippet
 * `footer-licence`. The snippet is shown as text: the footer is on every page, and rendering it as HTML
 * would pull the sanitiser into every visit.
 */
export default function FooterBottom() {
  const runtime = useRuntime();
  const { t } = useTranslation('site-chrome');
  const { groups } = useVisibility();
  const store = usePluginState(chromeState);
  const options = usePluginOptions(siteChromeManifest);
  const locale = runtime.locale.current;
  const { snippets } = useSnapshot(store.state);
  useEffect(() => store.ensureSnippets(locale), [store, locale]);
  const html = snippets[locale]?.find((s) => s.categories.includes('footer-licence'))?.content;
  const note = useMemo(() => (html ? textOf(html) : ''), [html]);
  return (
    <div className={styles.bottom}>
      <LegalDetails />
      {note && <p className={styles.note}>{note}</p>}
      <p className={styles.copyright} data-copyright={copyrightKey(groups, options.copyrightGroups)}>
        {t(copyrightKey(groups, options.copyrightGroups), { year: new Date().getFullYear(), name: runtime.site.name })}
      </p>
    </div>
  );
}

/** Text of an HTML fragment; a DOMParser document is inert (no scripts run, nothing loads). */
function textOf(html: string): string {
  return new DOMParser().parseFromString(html, 'text/html').body.textContent?.trim() ?? '';
}

import type { SiteConfig, SiteLegal, SiteLicence, SiteLicenceDetails } from '@schemas/site/site.schema';

/** The site file's operator details (issue 24 item 9), or null when the site has none. */
export const legalOf = (site: SiteConfig): SiteLegal | null => (site.legal as SiteLegal | undefined) ?? null;

/** The licence the visitor is served under (CW or EE, core/site/licence); null when the site lists none for it. */
export function licenceDetails(site: SiteConfig, licence: SiteLicence): SiteLicenceDetails | null {
  return legalOf(site)?.licences[licence] ?? null;
}

/** The age every licence allows at least, when a site file names no licence details. */
export const DEFAULT_MINIMUM_AGE = 18;

/**
 * The age badge: the served licence's minimum age from the site file (21 on the Estonian variant), else 18. Sign-up
 * checks the same age (config/limits.ts `adultAge` with the site's minimum): a site file stating an EE age below 21
 * fails `check:sites`, so the two agree. Not imported from there: the footer is on every page, and sharing that module
 * would cost every first visit one more script.
 */
export const minimumAge = (site: SiteConfig, licence: SiteLicence): number => licenceDetails(site, licence)?.minimumAge ?? DEFAULT_MINIMUM_AGE;

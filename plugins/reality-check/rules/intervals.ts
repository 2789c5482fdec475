import type { SiteLicence } from '@schemas/site/site.schema';
import { REALITY_CHECK_INTERVALS, type RealityCheckInterval } from '@schemas/wire/reality-check';
import type { RealityCheckOptions } from '../manifest';

/**
 * Which intervals a player may choose and what applies before they choose (issue 13 item 1: "a licence or site may
 * force a default"). The platform does not know the visitor's licence (the client resolves it from host and
 * country), so the site's plugin options say it and the client tells the platform once, at sign-in.
 */

/** The interval of a player who never chose one: the licence's, else the site's. */
export function defaultInterval(options: RealityCheckOptions, licence: SiteLicence): RealityCheckInterval {
  return options.licenceDefaults[licence] ?? options.defaultMinutes;
}

export function isRequired(options: RealityCheckOptions, licence: SiteLicence): boolean {
  return options.requiredOn.includes(licence);
}

/** What the settings offer: every interval, without "off" where the licence requires a check. */
export function offeredIntervals(options: RealityCheckOptions, licence: SiteLicence): RealityCheckInterval[] {
  return REALITY_CHECK_INTERVALS.filter((minutes) => minutes > 0 || !isRequired(options, licence));
}

/**
 * What to store at sign-in, or `null` when the stored choice stands: a player who never chose gets the default (when
 * it is on); under a licence that requires a check, "off" (stored or default) becomes the default, or hourly.
 */
export function intervalToApply(stored: number | null, options: RealityCheckOptions, licence: SiteLicence): RealityCheckInterval | null {
  const fallback = defaultInterval(options, licence);
  if (isRequired(options, licence) && !stored) return fallback > 0 ? fallback : 60;
  if (stored === null && fallback > 0) return fallback;
  return null;
}

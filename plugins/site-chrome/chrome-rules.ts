import { formatTime } from '@core/index';
import type { SiteConfig } from '@schemas/site/site.schema';

const stripPort = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

/** Spec part 1 §2: sports betting only on the site's listed hosts, and never for Estonia. */
export function bettingAvailable(site: SiteConfig, host: string, country: string): boolean {
  return Boolean(site.bettingUrl) && (site.bettingHosts ?? []).includes(stripPort(host)) && country !== 'EE';
}

/** Which copyright message a visitor sees (spec §6: two groups change it). */
export function copyrightKey(groups: readonly number[], copyrightGroups: readonly number[]): 'copyright.partner' | 'copyright.default' {
  return groups.some((group) => copyrightGroups.includes(group)) ? 'copyright.partner' : 'copyright.default';
}

/** Local time for the sidebar: hours and minutes in the visitor's locale and time zone (core's formatter). */
export function formatLocalTime(now: Date, locale: string): string {
  return formatTime(now, locale);
}

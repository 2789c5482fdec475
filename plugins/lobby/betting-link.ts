import type { SiteConfig } from '@schemas/site/site.schema';

const stripPort = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

/**
 * Spec part 1 §2 header order: "lobby (hidden when the betting link shows)". The betting link is site-chrome's
 * header entry, shown on the site's betting hosts to everyone but Estonian visitors (plugins/site-chrome/
 * chrome-rules.ts `bettingAvailable`). Plugins do not import each other, so the rule is restated here from the same
 * site data; change both together.
 */
export function bettingLinkShows(site: SiteConfig, host: string, country: string): boolean {
  if (!('site-chrome' in site.plugins)) return false;
  return Boolean(site.bettingUrl) && (site.bettingHosts ?? []).includes(stripPort(host)) && country !== 'EE';
}

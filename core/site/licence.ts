import type { SiteConfig, SiteLicence } from '@schemas/site/site.schema';

/** Spec part 1 §1, §6: EE applies only on the main hosts and to visitors from its countries; else the default. */
export function resolveLicence(site: SiteConfig, host: string, country: string): SiteLicence {
  const onMainHost = site.hosts.main.includes(stripPort(host)) || site.hosts.main.includes(host);
  if (onMainHost && site.licence.eeCountries.includes(country)) return 'EE';
  return site.licence.default === 'EE' && onMainHost ? 'EE' : 'CW';
}

export function stripPort(host: string): string {
  return host.replace(/:\d+$/, '').toLowerCase();
}

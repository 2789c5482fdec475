import type { BettingConfig, ProjectApps } from '@schemas/wire/sportsbook';

const stripPort = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

export interface SportsVisit {
  config: BettingConfig | null;
  apps: ProjectApps | null;
  host: string;
  country: string;
}

/**
 * Spec part 1 §2 "Sports betting is available only on listed hosts and not for Estonia": the document is on and has
 * a URL, the host is listed, the visitor's country is not closed, and the platform offers the sportsbook app to this
 * visitor (its project info; a platform that does not answer it leaves the decision to the document).
 */
export function sportsAvailable({ config, apps, host, country }: SportsVisit): boolean {
  if (!config?.enabled || !config.url.startsWith('https://')) return false;
  if (!config.hosts.map(stripPort).includes(stripPort(host))) return false;
  if (country === 'EE' || config.disabledCountries.includes(country)) return false;
  const app = apps?.apps.find((candidate) => candidate.name === 'sportsbook');
  return app === undefined || app.enabled;
}

/**
 * The status-451 rule of §2 for these routes: a guest from a country the sports routes are closed to cannot sign in
 * or register through them (the warning shows and they go to main).
 */
export function closedToGuest(config: BettingConfig | null, country: string, loggedIn: boolean): boolean {
  if (loggedIn) return false;
  return country === 'EE' || (config?.disabledCountries.includes(country) ?? false);
}

/** The betting site's page for `/sport/{param}` (its section), or its front page. */
export function bettingTarget(url: string, param: string | undefined): string {
  const base = url.replace(/\/+$/, '');
  return param ? `${base}/${encodeURIComponent(param)}` : base;
}

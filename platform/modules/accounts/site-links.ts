import type { FastifyRequest } from 'fastify';
import { readSiteFiles, SITES_DIR } from '../../site-files';
const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export interface SiteHosts {
  /** Every main and mirror host of every site file, lower case. */
  known: Set<string>;
  /** The first main host of the first site: where a link goes when the request's host is not a site's. */
  fallback: string | null;
  /** Per host, the site's `passwordMinLength` when it sets one. */
  passwordMin: Map<string, number>;
  /** Per main host (the EE licence applies only there, spec part 1 §1): the site's licence settings. */
  licenceOfMainHost: Map<string, { default: string; eeCountries: string[] }>;
  /** Per host: the site's own adult age per licence variant (`legal.licences[v].minimumAge`, issue 24 item 9). */
  legalAges: Map<string, Partial<Record<'CW' | 'EE', number>>>;
}

export function readSiteHosts(dir: string): SiteHosts {
  const hosts: SiteHosts = { known: new Set(), fallback: null, passwordMin: new Map(), licenceOfMainHost: new Map(), legalAges: new Map() };
  for (const file of readSiteFiles(dir)) {
    const site = file as {
      hosts?: { main?: unknown; mirrors?: unknown };
      passwordMinLength?: unknown;
      licence?: { default?: unknown; eeCountries?: unknown };
      legal?: { licences?: Record<string, { minimumAge?: unknown } | undefined> };
    };
    const ages: Partial<Record<'CW' | 'EE', number>> = {};
    for (const variant of ['CW', 'EE'] as const) {
      const age = site.legal?.licences?.[variant]?.minimumAge;
      if (typeof age === 'number') ages[variant] = age;
    }
    const main = Array.isArray(site.hosts?.main) ? site.hosts.main.filter((h): h is string => typeof h === 'string') : [];
    const mirrors = Array.isArray(site.hosts?.mirrors) ? site.hosts.mirrors.filter((h): h is string => typeof h === 'string') : [];
    hosts.fallback ??= main[0]?.toLowerCase() ?? null;
    const licence = {
      default: typeof site.licence?.default === 'string' ? site.licence.default : 'CW',
      eeCountries: Array.isArray(site.licence?.eeCountries) ? site.licence.eeCountries.filter((c): c is string => typeof c === 'string') : [],
    };
    for (const host of main) hosts.licenceOfMainHost.set(host.toLowerCase(), licence);
    for (const host of [...main, ...mirrors]) {
      hosts.known.add(host.toLowerCase());
      hosts.legalAges.set(host.toLowerCase(), ages);
      if (typeof site.passwordMinLength === 'number') hosts.passwordMin.set(host.toLowerCase(), site.passwordMinLength);
    }
  }
  return hosts;
}

let cached: SiteHosts | null = null;
/** Read once: site files change only with a restart (the host validates them at start, server/sites.ts). */
const defaultHosts = () => (cached ??= readSiteHosts(SITES_DIR));

const bare = (host: string) => host.replace(/:\d+$/, '').toLowerCase();

/**
 * The absolute URL of `path` on the site and host the player is using (issue 24 item 4), for links in mails.
 * The Host header is the visitor's word, so it is used only when it names a site's host (or a local one in
 * development): a forged host must never turn a password-reset link into a link to someone else's server.
 * Site hosts are always https; a local host (and `*.localhost`) keeps the request's scheme and port.
 */
export function siteLink(request: FastifyRequest, path: string, siteHosts = defaultHosts): string {
  const host = (request.headers.host ?? '').toLowerCase();
  const name = bare(host);
  const relative = path.startsWith('/') ? path : `/${path}`;
  if (LOCAL_HOSTS.includes(name) || name.endsWith('.localhost')) return `${request.protocol}://${host}${relative}`;
  if (siteHosts().known.has(name)) return `https://${name}${relative}`;
  const fallback = siteHosts().fallback;
  return fallback ? `https://${fallback}${relative}` : `${request.protocol}://${host || 'localhost'}${relative}`;
}

/** The password minimum of the site the request came to (its `passwordMinLength`), if it sets one. */
export function sitePasswordMin(request: FastifyRequest, siteHosts = defaultHosts): number | null {
  return siteHosts().passwordMin.get(bare(request.headers.host ?? '')) ?? null;
}

/** The adult age the site the request came to states for a licence variant (its footer badge), if it states one. */
export function siteMinimumAge(request: FastifyRequest, licence: 'EE' | 'CW', siteHosts = defaultHosts): number | null {
  return siteHosts().legalAges.get(bare(request.headers.host ?? ''))?.[licence] ?? null;
}

/**
 * The licence variant of the site and host the request came to, as the client resolves it
 * (core/site/licence.ts): EE only on a main host, for a site whose default is EE or a visitor from one of its
 * EE countries. Sign-up checks the adult age of this variant too (21 on EE, issue 24 item 4).
 */
export function siteLicence(request: FastifyRequest, visitorCountry: string, siteHosts = defaultHosts): 'EE' | 'CW' {
  const licence = siteHosts().licenceOfMainHost.get(bare(request.headers.host ?? ''));
  if (!licence) return 'CW';
  return licence.default === 'EE' || licence.eeCountries.includes(visitorCountry) ? 'EE' : 'CW';
}

import type { FastifyRequest } from 'fastify';
import { readSiteFiles, SITES_DIR } from './site-files';

/**
 * The brand content rows that every brand reads unless it has its own (DESIGN §12: content keyed by site).
 * The seeded shared rows are the first brand's (Aurora); another brand stores only what differs.
 */
export const SHARED_BRAND = '';

/** What the platform knows of the brands it serves (the reference platform serves every site of this repository). */
export interface BrandFacts {
  /** Brand (site id) per host, lower case, main hosts and mirrors. */
  byHost: ReadonlyMap<string, string>;
  /** The country a brand's visitors are assumed to be in when no geo header says (the site's `defaultCountry`). */
  defaultCountry: ReadonlyMap<string, string>;
}

export function readBrandFacts(dir = SITES_DIR): BrandFacts {
  const byHost = new Map<string, string>();
  const defaultCountry = new Map<string, string>();
  for (const file of readSiteFiles(dir)) {
    const site = file as { id?: unknown; defaultCountry?: unknown; hosts?: { main?: unknown; mirrors?: unknown } };
    if (typeof site.id !== 'string') continue;
    const hosts = [site.hosts?.main, site.hosts?.mirrors].flatMap((list) => (Array.isArray(list) ? list : []));
    for (const host of hosts) if (typeof host === 'string') byHost.set(host.toLowerCase(), site.id);
    if (typeof site.defaultCountry === 'string') defaultCountry.set(site.id, site.defaultCountry);
  }
  return { byHost, defaultCountry };
}

let cached: BrandFacts | null = null;
/** Read once: site files change only with a restart. */
const defaultBrandFacts = () => (cached ??= readBrandFacts());

/**
 * The brand a request is for, from the host the visitor used (`x-forwarded-host` when a host process proxies to
 * a standalone platform, else `Host`); an unknown host reads the shared content. A brand only selects content, it
 * grants nothing, so a forged header can at most show another brand's banners.
 */
export function brandOf(request: Pick<FastifyRequest, 'headers'>, facts: () => BrandFacts = defaultBrandFacts): string {
  const forwarded = request.headers['x-forwarded-host'];
  const host = (typeof forwarded === 'string' && forwarded ? forwarded : (request.headers.host ?? '')).replace(/:\d+$/, '').toLowerCase();
  return facts().byHost.get(host) ?? SHARED_BRAND;
}

/** The brand's assumed visitor country (its site's `defaultCountry`), if the request is for a known brand. */
export function brandDefaultCountry(request: Pick<FastifyRequest, 'headers'>, facts: () => BrandFacts = defaultBrandFacts): string | undefined {
  return facts().defaultCountry.get(brandOf(request, facts));
}

/** Where a brand's content is looked up, first to last: its own rows, then the shared ones. */
export const brandChain = (brand: string): string[] => (brand === SHARED_BRAND ? [SHARED_BRAND] : [brand, SHARED_BRAND]);

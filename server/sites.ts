import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { readFileSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import { siteSchema, type SiteConfig } from '../schemas/site/site.schema';
import { stripHostPort } from './host-name';
import { ADULT_AGE_EE } from '../config/limits';

export interface SiteProblem {
  file: string;
  path: string;
  rule: string;
  message: string;
}

export class SiteConfigError extends Error {
  constructor(readonly problems: SiteProblem[]) {
    super(problems.map((p) => `${p.file}: ${p.path || '/'}: ${p.message} (rule: ${p.rule})`).join('\n'));
    this.name = 'SiteConfigError';
  }
}

const ajv = new Ajv({ allErrors: true, strict: true, allowUnionTypes: true });
addFormats(ajv);
const validateSite = ajv.compile(siteSchema);

/** Checks one parsed site file; problems name the file, the JSON path and the schema rule. */
export function checkSite(file: string, value: unknown, knownPlugins: readonly string[]): SiteProblem[] {
  if (!validateSite(value)) return (validateSite.errors ?? []).map((error) => toProblem(file, error));
  const site = value as SiteConfig;
  const problems: SiteProblem[] = [];
  if (!site.locales.includes(site.defaultLocale)) {
    problems.push({ file, path: '/defaultLocale', rule: 'defaultLocale-in-locales', message: `default locale "${site.defaultLocale}" is not in locales` });
  }
  // The footer's age badge prints the site's age; sign-up checks the licence's, raised by the site's (config/limits.ts
  // `adultAge`). An EE age below the licence's 21 would make the two disagree.
  const eeAge = (site.legal as { licences?: { EE?: { minimumAge?: number } } } | undefined)?.licences?.EE?.minimumAge;
  if (eeAge !== undefined && eeAge < ADULT_AGE_EE) {
    problems.push({ file, path: '/legal/licences/EE/minimumAge', rule: 'ee-adult-age', message: `must be at least ${ADULT_AGE_EE}, the EE licence's adult age` });
  }
  if (basename(file, '.json') !== site.id) {
    problems.push({ file, path: '/id', rule: 'id-matches-file', message: `id "${site.id}" must match the file name` });
  }
  for (const id of Object.keys(site.plugins)) {
    if (!knownPlugins.includes(id)) problems.push({ file, path: `/plugins/${id}`, rule: 'known-plugin', message: `no plugin folder plugins/${id}/ with a manifest.ts` });
  }
  return problems;
}

function toProblem(file: string, error: ErrorObject): SiteProblem {
  const extra = error.keyword === 'additionalProperties' ? ` "${(error.params as { additionalProperty: string }).additionalProperty}"` : '';
  return { file, path: error.instancePath, rule: error.keyword, message: `${error.message ?? 'invalid'}${extra}` };
}

/** Loads and checks every `sites/*.json`; throws one error listing every problem of every file. */
export function loadSites(dir: string, knownPlugins: readonly string[]): SiteConfig[] {
  const problems: SiteProblem[] = [];
  const sites: SiteConfig[] = [];
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  for (const name of files) {
    const file = join(dir, name);
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      problems.push({ file, path: '', rule: 'json', message: `not valid JSON: ${(error as Error).message}` });
      continue;
    }
    const found = checkSite(file, value, knownPlugins);
    if (found.length) problems.push(...found);
    else sites.push(value as SiteConfig);
  }
  problems.push(...hostClashes(sites, dir));
  if (problems.length) throw new SiteConfigError(problems);
  if (sites.length === 0) throw new SiteConfigError([{ file: dir, path: '', rule: 'at-least-one-site', message: 'no site files' }]);
  return sites;
}

function hostClashes(sites: SiteConfig[], dir: string): SiteProblem[] {
  const owner = new Map<string, string>();
  const problems: SiteProblem[] = [];
  for (const site of sites) {
    for (const host of [...site.hosts.main, ...site.hosts.mirrors]) {
      const other = owner.get(host);
      if (other && other !== site.id) {
        problems.push({ file: join(dir, `${site.id}.json`), path: '/hosts', rule: 'unique-host', message: `host "${host}" is also used by site "${other}"` });
      }
      owner.set(host, site.id);
    }
  }
  return problems;
}

/** The site serving a Host header: exact host match, else the first site (the default brand). */
export function siteForHost(sites: readonly SiteConfig[], hostHeader: string | undefined): SiteConfig {
  const host = stripHostPort(hostHeader ?? '');
  return sites.find((site) => site.hosts.main.includes(host) || site.hosts.mirrors.includes(host)) ?? sites[0]!;
}

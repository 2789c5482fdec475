import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { safeParse } from 'zod/mini';
import type { AnyManifest } from '../core/plugin/define';
import type { SiteConfig } from '../schemas/site/site.schema';
import { pluginIds } from './plugin-folders';
import { SiteConfigError, loadSites, type SiteProblem } from './sites';

// `npm run check:sites [dir]`: checks every site file; exits 1 with file, JSON path and rule per problem.

/**
 * Each enabled plugin's options against its manifest's schema, as boot will parse them: a required option left out
 * or a wrong value is named here (file, JSON path, rule) instead of dropping the plugin at run time with a
 * `PLUGIN_CONFIG_ERROR` line. Reads manifests only; no plugin code runs.
 */
export function pluginOptionProblems(dir: string, sites: readonly SiteConfig[], manifests: ReadonlyMap<string, AnyManifest>): SiteProblem[] {
  const problems: SiteProblem[] = [];
  for (const site of sites) {
    const file = join(dir, `${site.id}.json`);
    for (const [id, options] of Object.entries(site.plugins)) {
      const schema = manifests.get(id)?.options;
      if (!schema) continue;
      const parsed = safeParse(schema, options ?? {});
      if (parsed.success) continue;
      for (const issue of parsed.error.issues) {
        const path = [`/plugins/${id}`, ...issue.path.map(String)].join('/');
        const missing = issue.code === 'invalid_type' && issue.input === undefined;
        problems.push({ file, path, rule: `plugin-options:${missing ? 'required' : issue.code}`, message: missing ? `option "${issue.path.join('.')}" of plugin ${id} is required` : describe(issue as unknown as { code: string; message: string } & Record<string, unknown>) });
      }
    }
  }
  return problems;
}

/** zod/mini carries no message texts ("Invalid input"): say what the rule wanted from the issue's own fields. */
function describe(issue: { code: string; message: string } & Record<string, unknown>): string {
  switch (issue.code) {
    case 'invalid_type':
      return `must be ${String(issue.expected)}`;
    case 'too_small':
      return `must be ${issue.inclusive === false ? '>' : '>='} ${String(issue.minimum)}${issue.origin && issue.origin !== 'number' ? ` (${String(issue.origin)} length)` : ''}`;
    case 'too_big':
      return `must be ${issue.inclusive === false ? '<' : '<='} ${String(issue.maximum)}${issue.origin && issue.origin !== 'number' ? ` (${String(issue.origin)} length)` : ''}`;
    case 'invalid_value':
      return `must be one of ${JSON.stringify(issue.values)}`;
    case 'invalid_format':
      return `must be a valid ${String(issue.format)}`;
    case 'unrecognized_keys':
      return `unknown option(s) ${JSON.stringify(issue.keys)}`;
    default:
      return issue.message;
  }
}

async function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = process.argv[2] ?? join(root, 'sites');
  const ids = pluginIds(join(root, 'plugins'));
  try {
    const sites = loadSites(dir, ids);
    const listed = [...new Set(sites.flatMap((site) => Object.keys(site.plugins)))];
    const manifests = new Map<string, AnyManifest>();
    for (const id of listed) manifests.set(id, ((await import(pathToFileURL(join(root, 'plugins', id, 'manifest.ts')).href)) as { default: AnyManifest }).default);
    const problems = pluginOptionProblems(dir, sites, manifests);
    if (problems.length) throw new SiteConfigError(problems);
    console.log(`${sites.length} site files are valid: ${sites.map((s) => s.id).join(', ')}`);
  } catch (error) {
    if (!(error instanceof SiteConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

// Run as a script (`tsx server/check-sites.ts`); imported (tests), it only exports the check.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();

import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { pluginIds } from './plugin-folders';
import { SiteConfigError, loadSites } from './sites';

// `npm run check:sites [dir]`: checks every site file; exits 1 with file, JSON path and rule per problem.
const root = fileURLToPath(new URL('..', import.meta.url));
const dir = process.argv[2] ?? join(root, 'sites');
try {
  const sites = loadSites(dir, pluginIds(join(root, 'plugins')));
  console.log(`${sites.length} site files are valid: ${sites.map((s) => s.id).join(', ')}`);
} catch (error) {
  if (!(error instanceof SiteConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

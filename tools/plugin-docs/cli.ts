import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginReference } from './reference';

// `npm run docs:plugins`: rewrites docs/plugins.md from the core's types and registries and the manifests.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
writeFileSync(join(repoRoot, 'docs/plugins.md'), await pluginReference(repoRoot));
console.log('docs/plugins.md written');

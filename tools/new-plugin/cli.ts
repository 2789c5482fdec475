import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pluginIds } from '../../server/plugin-folders';
import { generate, placedInRepo } from './generate';

// `npm run new:plugin -- <id> [--platform]`: scaffolds plugins/<id>/ (and platform/modules/<id>/), prints what to add by hand.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const id = args.find((arg) => !arg.startsWith('--'));
if (!id || args.some((arg) => arg.startsWith('--') && arg !== '--platform')) {
  console.error('usage: npm run new:plugin -- <kebab-case-id> [--platform]');
  process.exit(1);
}
try {
  const placed = await placedInRepo(repoRoot, pluginIds(join(repoRoot, 'plugins')));
  const { files, nextSteps } = generate({ id, platform: args.includes('--platform'), outDir: repoRoot, repoRoot, placed });
  console.log(`Created ${files.length} files:\n${files.map((file) => `  ${file}`).join('\n')}\n`);
  console.log(nextSteps.map((step, i) => `${i + 1}. ${step}`).join('\n'));
  console.log(`\nThen: npx vitest run plugins/${id}${args.includes('--platform') ? ` platform/modules/${id}` : ''} && npx tsc --noEmit -p tsconfig.json`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

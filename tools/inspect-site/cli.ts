import { fileURLToPath } from 'node:url';
import { inspectSite } from './inspect';

// `npm run inspect:site -- <site-id|host>`: prints what the site turns on and why, without running any plugin.
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const target = process.argv[2];
if (!target) {
  console.error('usage: npm run inspect:site -- <site-id|host>   (e.g. aurora, desert.localhost)');
  process.exit(1);
}
try {
  process.stdout.write(await inspectSite(repoRoot, target));
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

// Builds the Node host (server/ with the reference platform) to JavaScript: `npm start` runs it with plain
// `node`, no TypeScript loader and no npm wrapper between the supervisor and the process.
import { build } from 'esbuild';
import { readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = join(root, 'dist/server');

/**
 * Modules that find files beside themselves (`new URL('./migrations', import.meta.url)`) keep doing so: in
 * the bundle, each module's `import.meta.url` is rewritten to its source file's URL, reached from the bundle.
 * The source tree ships with the build (migrations, sites, messages are read from it at run time).
 */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const { readFile } = await import('node:fs/promises');
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const fromBundle = relative(outdir, args.path).split('\\').join('/'); // main.js sits in outdir; manifests never read import.meta.url
      const contents = text.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`);
      return { contents, loader: 'ts' };
    });
  },
};

const manifests = readdirSync(join(root, 'plugins'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(root, 'plugins', entry.name, 'manifest.ts')))
  .map((entry) => join(root, 'plugins', entry.name, 'manifest.ts'));

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  alias: { '@core': join(root, 'core'), '@config': join(root, 'config'), '@schemas': join(root, 'schemas') },
  plugins: [sourceUrls],
  // Tells the host it runs from this bundle: it then reads the compiled manifests beside it.
  define: { 'globalThis.__CROUPIER_SERVER_BUNDLE__': 'true' },
  logLevel: 'warning',
};
// The host, and each plugin's manifest on its own (the host reads them to know which plugins are gated).
await build({ ...common, entryPoints: [join(root, 'server/main.ts')], outfile: join(outdir, 'main.js') });
await build({ ...common, entryPoints: manifests, outdir: join(outdir, 'plugins'), outbase: join(root, 'plugins') });
console.log(`server built into ${relative(root, outdir)}: node ${relative(root, join(outdir, 'main.js'))}`);

import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What the worker precaches: the build's scripts and styles (never the `.br`/`.gz` copies, maps or licences). */
export const PRECACHE_GLOBS = ['static/js/**/*.js', 'static/css/**/*.css'];
const PRECACHE_IGNORES = ['**/*.map', '**/*.LICENSE.txt', '**/*.br', '**/*.gz'];

/**
 * Writes `<client dir>/sw.js`: the worker source (sw.ts) bundled by esbuild, then Workbox's `injectManifest` fills
 * in the precache list with a revision per file. Hashed names (`index.3f2a….js`) are their own revision. The
 * host's offline page and its script get the revision of this build's file list: a new build, a new copy.
 */
export async function buildServiceWorker(clientDir: string): Promise<{ count: number; size: number }> {
  const work = await mkdtemp(join(tmpdir(), 'croupier-sw-'));
  try {
    const source = join(work, 'sw.js');
    await build({
      entryPoints: [fileURLToPath(new URL('./sw.ts', import.meta.url))],
      outfile: source,
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: ['chrome100', 'safari15'],
      minify: true,
      // Workbox's development logging stays out of the players' worker.
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const files = (await readdir(join(clientDir, 'static'), { recursive: true })).filter((f) => /\.(js|css)$/.test(f)).sort();
    const revision = createHash('sha256').update(files.join('\n')).digest('hex').slice(0, 16);
    // Loaded here, not at the top: Workbox's build tools are large and only a production build needs them.
    const { injectManifest } = await import('workbox-build');
    const result = await injectManifest({
      swSrc: source,
      swDest: join(clientDir, 'sw.js'),
      globDirectory: clientDir,
      globPatterns: PRECACHE_GLOBS,
      globIgnores: PRECACHE_IGNORES,
      dontCacheBustURLsMatching: /\.[0-9a-f]{8,}\.(js|css)$/,
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      // Files are served from `/static/…` at the site's root, as found under the client dir.
      modifyURLPrefix: { '': '/' },
      additionalManifestEntries: [
        { url: '/offline.html', revision },
        { url: '/pwa/offline.js', revision },
      ],
    });
    for (const warning of result.warnings) console.warn(`service worker: ${warning}`);
    return { count: result.count, size: result.size };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

import type { RsbuildPlugin } from '@rsbuild/core';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text assets worth compressing; images other than SVG are compressed already. */
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` (quality 11) and `.gz` (level 9) copies of every text asset of the build, once, so the host
 * (`@fastify/static` with `preCompressed`) serves them by `Accept-Encoding` without compressing per request.
 */
export function precompressAssets(): RsbuildPlugin {
  return {
    name: 'croupier:precompress',
    setup(api) {
      api.onAfterBuild(() => {
        for (const file of filesUnder(join(api.context.distPath, 'static'))) {
          if (!COMPRESSIBLE.test(file)) continue;
          const body = readFileSync(file);
          if (body.length < MIN_BYTES) continue;
          writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
          writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        }
      });
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

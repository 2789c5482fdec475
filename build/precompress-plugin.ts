import type { RsbuildPlugin } from '@rsbuild/core';
import { join } from 'node:path';
import { precompressDir } from './precompress';

/**
 * Writes `.br` and `.gz` copies of every text asset of the build, once, so the host (`@fastify/static` with
 * `preCompressed`) serves them by `Accept-Encoding` without compressing per request.
 */
export function precompressAssets(): RsbuildPlugin {
  return {
    name: 'croupier:precompress',
    setup(api) {
      api.onAfterBuild(() => precompressDir(join(api.context.distPath, 'static')));
    },
  };
}

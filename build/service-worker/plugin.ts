import type { RsbuildPlugin } from '@rsbuild/core';
import { buildServiceWorker } from './build-sw';

/** `/sw.js` for the installable app, written after each production build (build/service-worker/build-sw.ts). */
export function pluginServiceWorker(): RsbuildPlugin {
  return {
    name: 'croupier:service-worker',
    setup(api) {
      api.onAfterBuild(async () => {
        const { count, size } = await buildServiceWorker(api.context.distPath);
        api.logger.info(`service worker: ${count} files precached (${Math.round(size / 1024)} kB)`);
      });
    },
  };
}

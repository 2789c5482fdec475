import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PlatformConnection } from '../../server/platform-connection';
import { renderBundleDir } from '../../server/render-bundle-dir';
import { fakeClientBuild } from './fake-client-build';
import { hostWithPlatform } from './host-with-platform';

/**
 * The host over a fake client build whose render bundle is `renderer` (a module's source: `renderPage` and
 * `provideCmsWindow`), and a platform that answers every server-side GET with `get`. `close` stops the host and
 * removes the build.
 */
export async function hostWithRenderer(renderer: string, get: NonNullable<PlatformConnection['get']>) {
  const build = fakeClientBuild();
  const renderDir = renderBundleDir(build.dir);
  mkdirSync(renderDir, { recursive: true });
  writeFileSync(join(renderDir, 'render.js'), renderer);
  const platform: PlatformConnection = { mount: async () => undefined, translations: async () => ({}), close: async () => undefined, get };
  const app = await hostWithPlatform(platform, build.dir, () => undefined);
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(build.dir, { recursive: true, force: true });
      rmSync(renderDir, { recursive: true, force: true });
    },
  };
}

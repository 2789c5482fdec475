import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { registerAwardArtRoutes } from './award-art-routes';
import { registerCmsRoutes } from './cms-routes';
import { registerContentRoutes } from './content-routes';
import { seedContent } from './content-seed';

/** CMS pages and snippets in every locale, notices, awards (and their art), books and translation overrides. */
export const contentModule: PlatformModuleDef = {
  name: 'content',
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  register(app, ctx) {
    registerCmsRoutes(app, ctx);
    registerContentRoutes(app, ctx);
    registerAwardArtRoutes(app, ctx);
  },
  // 2: brands' own notice strips and wording (issue 24 item 1).
  seed: { version: 2, run: seedContent },
};

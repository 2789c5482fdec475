import type { PlatformModuleDef } from '../../module';
import { registerCmsRoutes } from './cms-routes';
import { registerContentRoutes } from './content-routes';
import { seedContent } from './content-seed';

/** CMS pages and snippets in every locale, notices, awards, books and translation overrides. */
export const contentModule: PlatformModuleDef = {
  name: 'content',
  register(app, ctx) {
    registerCmsRoutes(app, ctx);
    registerContentRoutes(app, ctx);
  },
  seed: seedContent,
};

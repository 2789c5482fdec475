import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { checkStoredFeConfigs } from './check-stored-documents';
import { registerFeConfigRoutes } from './feconfig-routes';
import { seedFeConfig } from './feconfig-seed';

/** Frontend configuration documents (`/api/fe/config/*`), JSON Schemas in schemas/feconfig. */
export const feConfigModule: PlatformModuleDef = {
  name: 'feconfig',
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: (app, ctx) => {
    checkStoredFeConfigs(ctx.db);
    return registerFeConfigRoutes(app, ctx);
  },
  // 2: brands' own documents (issue 24 item 1) and the weekly race banner's repeating timer.
  seed: { version: 2, run: seedFeConfig },
};

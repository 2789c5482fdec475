import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { registerDiagnosticsRoutes } from './diagnostics-routes';

/** Client diagnostics: logs, timings, validation reports, UTM tracking, app-install events. */
export const diagnosticsModule: PlatformModuleDef = {
  name: 'diagnostics',
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  register: registerDiagnosticsRoutes,
};

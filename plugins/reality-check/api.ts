import { definePluginState, type PluginRuntime } from '@core/index';
import { realityCheckSchema, type RealityCheckInterval } from '@schemas/wire/reality-check';
import { realityCheckManifest } from './manifest';

/** `GET/PUT /api/player/reality_check` (schemas/wire/reality-check.ts); failures are logged under their codes and rethrown. */
export function createRealityCheckApi(runtime: PluginRuntime) {
  const { http } = runtime;
  return {
    load: () => http.request({ path: '/api/player/reality_check', schema: realityCheckSchema, code: 'LOAD_REALITY_CHECK' }),
    setInterval: (minutes: RealityCheckInterval) =>
      http.request({ method: 'put', path: '/api/player/reality_check', json: { interval_minutes: minutes }, schema: realityCheckSchema, code: 'UPDATE_REALITY_CHECK' }),
    acknowledge: () =>
      http.request({ method: 'put', path: '/api/player/reality_check', json: { acknowledge: true }, schema: realityCheckSchema, code: 'ACKNOWLEDGE_REALITY_CHECK' }),
  };
}
export type RealityCheckApi = ReturnType<typeof createRealityCheckApi>;

/** The API client lives as long as the runtime; the wire schema loads with the lazy code that uses it. */
export const realityCheckApiState = definePluginState(realityCheckManifest, ({ runtime }) => createRealityCheckApi(runtime), { lifetime: 'runtime' });

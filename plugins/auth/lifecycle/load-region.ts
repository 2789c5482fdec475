import type { Runtime } from '@core/index';
import { clientContextSchema } from '@schemas/wire/info';
import type { AuthStore } from '../store';

/**
 * Boot: the visitor's region, which only disables buttons. Apart from `api.ts` so that a guest's boot loads
 * this one call, not every auth call and its schemas.
 */
export async function loadRegion(runtime: Runtime, store: AuthStore) {
  try {
    const context = await runtime.http.request({ path: '/client-context', schema: clientContextSchema, code: 'LOAD_CLIENT_CONTEXT', authOptional: true });
    store.region = { restriction: context.restriction, license: context.license };
  } catch {
    store.region = null;
  }
}

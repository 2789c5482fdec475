import { clientContextOf, type PluginRuntime } from '@core/index';
import type { RegionStore } from '../store';

/**
 * Boot: the visitor's region, which only disables buttons. Apart from `api.ts` so that a guest's boot loads
 * this one call, not every auth call and its schemas.
 */
export async function loadRegion(runtime: PluginRuntime, store: RegionStore) {
  const context = await clientContextOf(runtime);
  store.region = context ? { restriction: context.restriction, license: context.license } : null;
}

import { clientContextOf, type PluginRuntime } from '@core/index';

/** The visitor's restriction as the platform sees it (`null` when unknown: no warning). */
export async function visitorRestriction(runtime: PluginRuntime) {
  return (await clientContextOf(runtime))?.restriction ?? null;
}

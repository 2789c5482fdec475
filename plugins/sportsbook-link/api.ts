import { definePluginState, type PluginRuntime } from '@core/index';
import { safeParse } from 'zod/mini';
import { bettingConfigWireSchema, projectAppsWireSchema, type BettingConfig, type ProjectApps } from '@schemas/wire/sportsbook';
import { sportsbookLinkManifest } from './manifest';

/** The two reads behind the sports routes, parsed at the edge; each `null` when missing or malformed (logged). */
function createSportsApi(runtime: PluginRuntime) {
  let project: Promise<ProjectApps | null> | undefined;
  return {
    async bettingConfig(): Promise<BettingConfig | null> {
      const document = await runtime.feConfig('betting-config');
      if (document === null) return null;
      const parsed = safeParse(bettingConfigWireSchema, document);
      if (!parsed.success) runtime.log.error('LOAD_BETTING_CONFIG_ERROR', { reason: 'malformed response' });
      return parsed.success ? parsed.data : null;
    },
    projectApps(): Promise<ProjectApps | null> {
      project ??= runtime.http.request({ path: '/api/info/project', schema: projectAppsWireSchema, code: 'LOAD_PROJECT_INFO' }).catch(() => null);
      return project;
    },
  };
}

/** Per runtime (the project info does not change with the session). */
export const sportsApiState = definePluginState(sportsbookLinkManifest, ({ runtime }) => createSportsApi(runtime), { lifetime: 'runtime' });

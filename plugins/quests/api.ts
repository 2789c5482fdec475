import { ApiError, definePluginState, type PluginRuntime } from '@core/index';
import { questSchema, questStatusSchema } from '@schemas/wire/quests';
import { questsManifest } from './manifest';

/**
 * Quest calls (schemas/wire/quests.ts), every answer read with the wire schemas, lists item by item: one odd quest
 * is dropped and logged, not the Arena.
 */
export function createQuestsApi(runtime: PluginRuntime) {
  const { http } = runtime;
  return {
    quests: () => http.requestList({ path: '/api/quests', item: questSchema, code: 'LOAD_QUESTS' }),
    /** By id or slug; `null` when the platform has none visible (404). */
    async quest(idOrSlug: string) {
      try {
        return await http.request({ path: `/api/quests/${encodeURIComponent(idOrSlug)}`, schema: questSchema, code: 'LOAD_QUEST' });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    statuses: () => http.requestList({ path: '/api/quests/statuses', item: questStatusSchema, code: 'LOAD_QUEST_STATUSES' }),
    status: (id: string) => http.request({ path: `/api/quests/${encodeURIComponent(id)}/status`, schema: questStatusSchema, code: 'LOAD_QUEST_STATUS' }),
  };
}

/** Built on first use by the lazy pages and blocks, so the schemas load with them, not with the entry. */
export const questsApiState = definePluginState(questsManifest, ({ runtime }) => createQuestsApi(runtime), { lifetime: 'runtime' });

import { definePluginState, type PluginRuntime } from '@core/index';
import { lootboxActivationSchema, lootboxSchema } from '@schemas/wire/lootboxes';
import { lootboxesManifest } from './manifest';

/** Lootbox calls (spec part 2 §7), answers read with schemas/wire/lootboxes.ts; the list item by item. */
export function createLootboxesApi(runtime: PluginRuntime) {
  const { http } = runtime;
  return {
    boxes: () => http.requestList({ path: '/api/player/lootboxes', item: lootboxSchema, code: 'LOAD_LOOTBOXES' }),
    /** Opens a box: the platform draws the item and issues its gifts; the answer names the item. */
    activate: (id: string) =>
      http.request({ method: 'post', path: `/api/player/lootboxes/${encodeURIComponent(id)}/activation`, json: {}, schema: lootboxActivationSchema, code: 'ACTIVATE_LOOTBOX' }),
  };
}
export type LootboxesApi = ReturnType<typeof createLootboxesApi>;

/** Built on first use by the lazy section and handler, so the wire schemas load with them, not with the entry. */
export const lootboxesApiState = definePluginState(lootboxesManifest, ({ runtime }) => createLootboxesApi(runtime), { lifetime: 'runtime' });

import { definePluginState, type PluginRuntime } from '@core/index';
import { lootboxActivationSchema, lootboxSchema } from '@schemas/wire/lootboxes';
import { wheelManifest } from './manifest';

/**
 * The wheel's calls (spec part 2 §7): a spin is a lootbox of group `wheel` / `manual_wheel`, listed and activated
 * through the lootbox endpoints, read with schemas/wire/lootboxes.ts (this plugin's own calls: no plugin imports another).
 */
export function createWheelApi(runtime: PluginRuntime) {
  const { http } = runtime;
  return {
    boxes: () => http.requestList({ path: '/api/player/lootboxes', item: lootboxSchema, code: 'LOAD_WHEEL_SPINS' }),
    /** Spins: the platform draws the segment and issues its prize; the answer names the item (its `prize` is the segment id). */
    spin: (boxId: string) =>
      http.request({ method: 'post', path: `/api/player/lootboxes/${encodeURIComponent(boxId)}/activation`, json: {}, schema: lootboxActivationSchema, code: 'SPIN_WHEEL' }),
  };
}
export type WheelApi = ReturnType<typeof createWheelApi>;

/** Built on first use by the lazy pages, bookmark and handler: the schemas come with them, not with the entry. */
export const wheelApiState = definePluginState(wheelManifest, ({ runtime }) => createWheelApi(runtime), { lifetime: 'runtime' });

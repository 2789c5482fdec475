import { definePlugin } from '@core/index';
import { lootboxesManifest } from './manifest';

/**
 * Binds the boxes section of the gifts tab and the live box events. Wiring only (fast first visit): the section,
 * its schemas and the event handler load on first use; a guest downloads none of them.
 */
export default definePlugin(lootboxesManifest, (api) => {
  api.implement({
    slots: { boxes: () => import('./components/LootboxesSection') },
    realtime: { changes: { load: () => import('./live/lootbox-events') } },
  });
});

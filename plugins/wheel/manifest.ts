import { defineManifest } from '@core/plugin/define';
import { FLOATING_WIDGETS } from '@schemas/contracts/slots';

/**
 * The prize wheel (spec part 2 §2, §3, §7, §9; issue 12): the daily wheel (`rocketmart-wheel`, fe-config
 * `wheel-config`, spins are lootboxes of group `wheel`) and the segments wheel (`rocketplay-wheel`, fe-config
 * `wheel-config-segments` per user group, spins of group `manual_wheel`). A spin is the lootbox's activation: the
 * platform draws, the wheel turns to its segment. A floating bookmark shows while a spin waits. All of it lazy.
 */
export const wheelManifest = defineManifest({
  id: 'wheel',
  contributes: {
    routes: {
      // Promo pages: open to guests (acting sends them to registration), full width (spec part 2 §2).
      'rocketmart-wheel': { path: '/rocketmart-wheel', order: 300, layout: 'full' },
      'rocketplay-wheel': { path: '/rocketplay-wheel', order: 300, layout: 'full' },
    },
    slots: {
      // Spec part 2 §2: widget bookmarks float on pages; the wheel's sits after quests (config/contribution-order.ts).
      bookmark: { slot: FLOATING_WIDGETS, order: 200 },
    },
    // A spin issued, taken or expired elsewhere moves the pages and the bookmark (WIRE.md: the whole box).
    realtime: {
      changes: { channel: 'lootboxes_changes', scope: 'private', event: 'lootboxes_changes' },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default wheelManifest;

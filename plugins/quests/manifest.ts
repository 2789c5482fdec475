import { defineManifest } from '@core/plugin/define';
import { ACTIVITY_HUB, FLOATING_WIDGETS } from '@schemas/contracts/slots';

/**
 * Quests (issue 12; spec part 2 §2–§4, §9; part 1 §6 flags): the Arena listing, the quest page `action/{slug?}`
 * with its level ladder, progress to the next level and time left (full width, like the promo pages), the header
 * and sidebar entries, a floating bookmark for a player with a quest in progress, and live progress over
 * `quests_statuses`. Everything but these declarations is lazy.
 */
export const questsManifest = defineManifest({
  id: 'quests',
  // The Arena's list comes with the HTML of the quest pages only.
  firstPaintRequests: [{ url: '/api/quests', on: ['/arena', '/action*'] }],
  contributes: {
    // Spec part 2 §2 route names: Arena (the listing), Action / QuestPage (`action/{slug?}`: without a slug, the
    // quest the player is climbing, else the first running one).
    routes: {
      arena: { path: '/arena', order: 300, layout: 'full' },
      action: { path: '/action/:slug?', order: 300, layout: 'full' },
    },
    // config/contribution-order.ts: header promotions band, quests 750; sidebar promotions band.
    menuItems: {
      'header-quests': { menu: 'header', order: 750, labelKey: 'quests:menu.quests', to: '/arena', icon: 'flag' },
      'sidebar-quests': { menu: 'sidebar', order: 650, labelKey: 'quests:menu.quests', to: '/arena', icon: 'flag' },
    },
    // Spec part 2 §2 widget bookmarks (quests first, 100): drawn after the first paint; the block decides whether
    // the player has a quest in progress (or shows it anyway with `showAllWidgets`).
    slots: {
      bookmark: { slot: FLOATING_WIDGETS, order: 100 },
      // The activity hub's quest section (ACTIVITY_HUB band: quests 200): the player's current quest.
      hub: { slot: ACTIVITY_HUB, order: 200, visible: { signedIn: true } },
    },
    realtime: {
      // The player's standing in a quest after each counted bet (payload: the quest status).
      status: { channel: 'quests_statuses', scope: 'private', event: 'quests_statuses' },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default questsManifest;

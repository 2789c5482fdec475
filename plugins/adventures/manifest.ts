import { defineManifest } from '@core/plugin/define';
import { ACTIVITY_HUB, FLOATING_WIDGETS } from '@schemas/contracts/slots';

/**
 * Adventures and the activity hub (issue 16 parts 5 and 7; spec part 2 §2–§4, §7): the adventure calendar from
 * fe-config `vip-adventures` with the player's standing from the platform (a carousel of day cards plus the super
 * day, the progress label, the finished banner), the activity hub `/aquanova-odyssey` gathering the player's
 * activities through the ACTIVITY_HUB slot (this plugin draws the calendar section), its header and sidebar
 * entries, the adventures bookmark for testers or the configured group, and the CMS adventure blocks. Everything
 * but these declarations and the menu hook is lazy.
 */
export const adventuresManifest = defineManifest({
  id: 'adventures',
  contributes: {
    // Spec part 2 §2: ActivityHub, full width like the other promo pages.
    routes: {
      hub: { path: '/aquanova-odyssey', order: 300, layout: 'full' },
    },
    // config/contribution-order.ts: header promotions band, activity hub 550 (after VIP, spec part 1 §2); sidebar
    // promotions band, activity hub 350 (after VIP). Sources: shown only when `manage-promotion-pages` opens the page.
    menuSources: {
      'header-hub': { menu: 'header', order: 550 },
      'sidebar-hub': { menu: 'sidebar', order: 350 },
    },
    slots: {
      // Spec part 2 §2 widget bookmarks: adventures fourth (400), for testers or the configured group.
      bookmark: { slot: FLOATING_WIDGETS, order: 400, visible: { signedIn: true } },
      // …and the activity hub's, last (500), for players the hub is open to.
      'hub-bookmark': { slot: FLOATING_WIDGETS, order: 500, visible: { signedIn: true } },
      // The hub's first section: the calendar (ACTIVITY_HUB band: adventure calendar 100).
      'hub-calendar': { slot: ACTIVITY_HUB, order: 100, visible: { signedIn: true } },
    },
    // Spec part 1 §2 "adventure blocks" in CMS content: the calendar and a compact progress banner.
    placeholders: { AdventureCalendar: {}, AdventureBanner: {} },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default adventuresManifest;

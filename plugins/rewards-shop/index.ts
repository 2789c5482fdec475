import { definePlugin } from '@core/index';
import { rewardsShopManifest } from './manifest';
import { useChanceEntries } from './menu-source';

const shopOn = (ctx: { flags: { enableConpoints: boolean } }) => ctx.flags.enableConpoints;

/**
 * Binds the shop pages, menus, balance line, bookmark and the live points. Wiring only (fast first visit): pages,
 * blocks and the realtime handler (with its schema) load on first use; nothing here draws in a guest's first paint
 * but the menu entries, which are data.
 */
export default definePlugin(rewardsShopManifest, (api) => {
  const shop = () => import('./pages/ShopPage');
  api.implement({
    routes: {
      shop,
      section: shop,
      chance: () => import('./pages/ChancePage'),
    },
    menuItems: {
      'header-shop': { when: shopOn },
      'sidebar-shop': { when: shopOn },
    },
    menuSources: { 'sidebar-chance': useChanceEntries },
    slots: {
      balance: { load: () => import('./components/BalanceLine'), when: shopOn },
      // Players with the shop on; everyone with `showAllWidgets` (spec part 2 §4).
      bookmark: { load: () => import('./components/ShopBookmark'), when: (ctx) => shopOn(ctx) && (ctx.loggedIn || ctx.flags.showAllWidgets) },
      hub: { load: () => import('./components/HubShopBlock'), when: shopOn },
    },
    realtime: {
      points: { load: () => import('./live/points-events') },
    },
  });
});

import { defineManifest } from '@core/plugin/define';
import { ACTIVITY_HUB, FLOATING_WIDGETS, HEADER_BALANCE_DROPDOWN } from '@schemas/contracts/slots';

/**
 * The rewards shop (issue 16; spec part 2 §2–§5, §7–§9; part 1 §2, §6): `/rocket-mart` with its sections (root,
 * discounts, free spins, money, special), cards from the comp rates, the exchange flow, the astrocoin balance in
 * the header's balance dropdown, a floating bookmark, header and sidebar entries, and `/rocket-chance` (lottery
 * tickets for astrocoins) behind its page flag. All of it only while `enableConpoints` is on. Everything but these
 * declarations is lazy.
 */
export const rewardsShopManifest = defineManifest({
  id: 'rewards-shop',
  contributes: {
    // Spec part 2 §2 route names: CompPoints (the root), the comp-points sections; RocketChance. Full width (promo pages).
    routes: {
      shop: { path: '/rocket-mart', order: 300, layout: 'full' },
      section: { path: '/rocket-mart/:section', order: 300, layout: 'full' },
      chance: { path: '/rocket-chance', order: 300, layout: 'full' },
    },
    // config/contribution-order.ts: header promotions and loyalty band, shop 700; sidebar promotions band.
    menuItems: {
      'header-shop': { menu: 'header', order: 700, labelKey: 'rewards-shop:menu.shop', to: '/rocket-mart', icon: 'gift' },
      'sidebar-shop': { menu: 'sidebar', order: 700, labelKey: 'rewards-shop:menu.shop', to: '/rocket-mart', icon: 'gift' },
    },
    // The chance page's sidebar entry shows only when its page flag (fe-config `manage-promotion-pages`) opens it.
    menuSources: { 'sidebar-chance': { menu: 'sidebar', order: 710 } },
    slots: {
      // Spec part 1 §2: "rewards-shop balance if enabled" in the balance dropdown (a balance line, after bonuses' 20).
      balance: { slot: HEADER_BALANCE_DROPDOWN, order: 40, visible: { signedIn: true } },
      // Spec part 2 §2 widget bookmarks: the loyalty shop's, third (300).
      bookmark: { slot: FLOATING_WIDGETS, order: 300 },
      // The activity hub's shop section (ACTIVITY_HUB band: rewards shop 400): the astrocoins and the next reward.
      hub: { slot: ACTIVITY_HUB, order: 400, visible: { signedIn: true } },
    },
    realtime: {
      // WIRE.md private channel `comps_award`: the player's points after they changed (earned or spent).
      points: { channel: 'comps_award', scope: 'private', event: 'comps_award' },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default rewardsShopManifest;

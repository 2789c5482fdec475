import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { CASHBOX_WITHDRAW_NOTICE, GAME_PAGE_PANEL, HEADER_ACTIONS, HEADER_BALANCE_DROPDOWN, PROFILE_GIFTS } from '@schemas/contracts/slots';

/**
 * A promo page of `manage-promotion-pages` (fe-config, by slug) and where it lives on this site. The fe-config
 * names pages by slug only; which of them exist is the site's business (their plugins), so the site maps slugs to
 * paths here. `licences`: shown only under these (the EE licence restricts promotions).
 */
const promoPageSchema = z.object({
  slug: z.string().check(z.regex(/^[a-z0-9-]+$/)),
  path: z.string().check(z.startsWith('/')),
  icon: z._default(z.string(), 'gift'),
  licences: z.optional(z.array(z.enum(['CW', 'EE']))),
});

export const bonusesOptionsSchema = z.object({
  /** The `/promotions` page's promo pages (fe-config slugs with a page on this site). */
  promoPages: z._default(z.array(promoPageSchema), [
    { slug: 'tournaments', path: '/tournaments', icon: 'trophy' },
    { slug: 'lotteries', path: '/tournaments/lotteries', icon: 'star' },
  ]),
});
export type BonusesOptions = z.infer<typeof bonusesOptionsSchema>;
export type PromoPageOption = BonusesOptions['promoPages'][number];

/**
 * Bonuses, free spins and gifts (spec part 2 §2–§4, §7–§9; issue 10): the profile's gifts tab, the header's gifts
 * button, live wagering beside the game and in the balance dropdown, the withdrawal warning, promo codes and
 * coupons, the offers other screens show (a service), the `/promotions` page and its CMS blocks. Everything it
 * draws and every schema it reads is lazy: a guest's first page downloads none of it.
 */
export const bonusesManifest = defineManifest({
  id: 'bonuses',
  options: bonusesOptionsSchema,
  contributes: {
    routes: {
      // Spec part 2 §2: info pages are open to guests (acting sends them to registration); full width (promo page).
      promotions: { path: '/promotions', order: 300, layout: 'full' },
    },
    menuItems: {
      'sidebar-offers': { menu: 'sidebar', order: 550, labelKey: 'bonuses:menu.promotions', to: '/promotions', icon: 'gift' },
    },
    slots: {
      gifts: { slot: PROFILE_GIFTS, order: 100, visible: { signedIn: true } },
      // Spec part 1 §2: "a gifts button with counter" in the signed-in header.
      'header-gifts': { slot: HEADER_ACTIONS, order: 60, visible: { signedIn: true } },
      // Spec part 1 §3 "Balances shown": real, bonus, total wagering.
      'balance-lines': { slot: HEADER_BALANCE_DROPDOWN, order: 20, visible: { signedIn: true } },
      'game-panel': { slot: GAME_PAGE_PANEL, order: 100, visible: { signedIn: true } },
      'withdraw-notice': { slot: CASHBOX_WITHDRAW_NOTICE, order: 100, visible: { signedIn: true } },
    },
    // Spec part 1 §2 placeholders: deposit gifts, promo slider, promotion list.
    placeholders: { DepositGifts: {}, PromoSlider: {}, PromotionList: {} },
    // WIRE.md: bonus and free-spin events carry the whole changed object.
    realtime: {
      bonuses: { channel: 'bonuses_changes', scope: 'private', event: 'bonuses_changes' },
      freespins: { channel: 'freespins_changes', scope: 'private', event: 'freespins_changes' },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default bonusesManifest;

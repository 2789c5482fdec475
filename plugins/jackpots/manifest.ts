import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { LOBBY_ROWS } from '@schemas/contracts/slots';
import { JACKPOT_WIN_MODAL } from '@schemas/contracts/modals';

export const jackpotsOptionsSchema = z.object({
  /**
   * Mystic jackpots of this site (platform identifiers): each gets a page at `/{identifier}` and a header item while
   * the flag `enableMysticJackpots` is on (spec part 1 §2, part 2 §2). The page shows only an active mystic jackpot.
   */
  mysticJackpots: z._default(z.array(z.string().check(z.regex(/^[a-z0-9-]+$/))), ['mystic-jackpot']),
  /** Winners a leaderboard shows (spec part 2 §9: 5 by default). */
  winnersShown: z._default(z.int().check(z.minimum(1), z.maximum(20)), 5),
  /** The lobby's "latest wins" strip under the jackpot row (fed by the public `wins` channel). */
  winsFeed: z._default(z.boolean(), true),
});
export type JackpotsOptions = z.infer<typeof jackpotsOptionsSchema>;

/**
 * Jackpots and the wins feed (issue 17; spec part 1 §2, §7, §9; part 2 §2, §3, §9): the lobby's jackpot row (with the
 * "latest wins" strip), CMS jackpot blocks, the jackpots page and one page per jackpot, `/{identifier}` for mystic
 * jackpots behind `enableMysticJackpots` with their header items, the sidebar entry, the winners leaderboard, live
 * amounts over `jackpots_changes`, the wins over `wins`, and the win popup on `jackpot_win_award`.
 */
export const jackpotsManifest = defineManifest({
  id: 'jackpots',
  options: jackpotsOptionsSchema,
  // The lobby row reads the list in a guest's currency (the site default, EUR) on the lobby; the pages on theirs.
  firstPaintRequests: [{ url: '/api/jackpots?currency=EUR', on: ['/', '/jackpots*'] }],
  contributes: {
    routes: {
      jackpots: { path: '/jackpots', order: 300, layout: 'full' },
      jackpot: { path: '/jackpots/:identifier', order: 310, layout: 'full' },
      // One copy per `mysticJackpots` entry at `/{identifier}`, before the static pages (500); live only with the flag.
      mystic: { path: '/:identifier', order: 400, layout: 'full', repeat: 'mysticJackpots' },
    },
    menuItems: {
      // config/contribution-order.ts sidebar promotions band.
      'sidebar-jackpots': { menu: 'sidebar', order: 680, labelKey: 'jackpots:menu.jackpots', to: '/jackpots', icon: 'star' },
    },
    // Spec part 1 §2 header: mystic-jackpot items (feature flag), in the promotions band after quests (750).
    menuSources: { 'header-mystic': { menu: 'header', order: 820 } },
    slots: {
      // Spec part 2 §2: the jackpot row keeps order 500 in the lobby.
      'lobby-row': { slot: LOBBY_ROWS, order: 500 },
    },
    modals: { 'win-popup': { modal: JACKPOT_WIN_MODAL } },
    // Spec part 1 §2 content placeholders: jackpot blocks (`#JackpotBlock[jackpot=identifier]#`).
    placeholders: { JackpotBlock: {} },
    realtime: {
      // Pool amounts (public): joined only while a jackpot block is on screen.
      changes: { channel: 'jackpots_changes', scope: 'public', event: 'jackpots_changes', onDemand: true },
      // Big wins and jackpot drops (public): joined only while the wins strip is on screen.
      wins: { channel: 'wins', scope: 'public', event: 'wins', onDemand: true },
      // The player's own jackpot win (private): the popup.
      award: { channel: 'jackpot_win_award', scope: 'private', event: 'jackpot_win_award' },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default jackpotsManifest;

import { defineManifest } from '@core/plugin/define';
import { ACTIVITY_HUB, HEADER_BALANCE_DROPDOWN } from '@schemas/contracts/slots';

/**
 * Tournaments and lotteries (spec part 2 §2–§4, §7–§8; part 1 §2): one promo area, `/tournaments` with its
 * tabs, the tournament and lottery pages (full width), the header and sidebar entries, the lottery tickets in the
 * balance dropdown, the CMS blocks and the live standings. Everything but the sidebar count's hook is lazy.
 */
export const tournamentsManifest = defineManifest({
  id: 'tournaments',
  // The promo area's lists, preloaded with the HTML of its own pages only (the tournament page reads them too).
  firstPaintRequests: [
    { url: '/api/tournaments', on: ['/tournaments*'] },
    { url: '/api/tournaments/recent', on: ['/tournaments*'] },
    { url: '/api/lotteries', on: ['/tournaments', '/tournaments/all', '/tournaments/actions', '/tournaments/lotteries'] },
  ],
  contributes: {
    // Spec part 2 §2 route names: Tournaments (All, Producers, Lottery, Live, Achievements, Action, Archive),
    // TournamentPage, LotteryPage. The tabs are literal paths, so `/tournaments/:slug` is a tournament.
    routes: {
      tournaments: { path: '/tournaments', order: 300, layout: 'full' },
      'tab-all': { path: '/tournaments/all', order: 300, layout: 'full' },
      'tab-producers': { path: '/tournaments/producers', order: 300, layout: 'full' },
      // Behind `enableLotteries`: with it off the page shows the all tab (spec part 2 §2).
      'tab-lotteries': { path: '/tournaments/lotteries', order: 300, layout: 'full' },
      'tab-actions': { path: '/tournaments/actions', order: 300, layout: 'full' },
      'tab-live': { path: '/tournaments/live', order: 300, layout: 'full' },
      'tab-achievements': { path: '/tournaments/achievements', order: 300, layout: 'full' },
      'tab-archive': { path: '/tournaments/archive', order: 300, layout: 'full' },
      tournament: { path: '/tournaments/:slug', order: 310, layout: 'full' },
      lottery: { path: '/lottery/:slug', order: 300, layout: 'full' },
    },
    // Header order (spec part 1 §2): … VIP 500, tournaments 600 (config/contribution-order.ts).
    menuItems: {
      'header-tournaments': { menu: 'header', order: 600, labelKey: 'tournaments:menu.tournaments', to: '/tournaments', icon: 'trophy' },
    },
    // The sidebar's tournaments entry carries the count of active ones (and lotteries follow it): data, so a source.
    menuSources: { 'sidebar-promotions': { menu: 'sidebar', order: 600 } },
    // Spec part 1 §2: the lottery tickets balance in the header's balance dropdown.
    slots: {
      'tickets-balance': { slot: HEADER_BALANCE_DROPDOWN, order: 60, visible: { signedIn: true } },
      // The activity hub's tournaments section (ACTIVITY_HUB band: tournaments 300): the running ones.
      hub: { slot: ACTIVITY_HUB, order: 300, visible: { signedIn: true } },
    },
    // Spec part 1 §2 placeholders: tournament terms and the activity slider.
    placeholders: { TournamentTerms: {}, ActivitySlider: {} },
    realtime: {
      // The player's place and points (payload: the tournament status), and the public leaderboard.
      status: { channel: 'tournaments_statuses', scope: 'private', event: 'tournaments_statuses' },
      notification: { channel: 'tournament_notifications', scope: 'private', event: 'tournament_notifications' },
      leaderboard: { channel: 'tournaments', scope: 'public', event: 'leaderboard', onDemand: true },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default tournamentsManifest;

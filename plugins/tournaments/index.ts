import { definePlugin } from '@core/index';
import { tournamentsManifest } from './manifest';
import { useSidebarPromotions } from './menu-source';

/**
 * Binds the promo pages, menus, the tickets block, the CMS blocks and the live standings. Wiring only: pages,
 * blocks and handlers load on first use (nothing here is on a guest's first screen).
 */
export default definePlugin(tournamentsManifest, (api) => {
  const list = () => import('./pages/TournamentsPage');
  const live = () => import('./live');
  api.implement({
    routes: {
      tournaments: list,
      'tab-all': list,
      'tab-producers': list,
      'tab-lotteries': list,
      'tab-actions': list,
      'tab-live': list,
      'tab-achievements': list,
      'tab-archive': list,
      tournament: () => import('./pages/TournamentPage'),
      lottery: () => import('./pages/LotteryPage'),
    },
    menuSources: { 'sidebar-promotions': useSidebarPromotions },
    slots: {
      'tickets-balance': { load: () => import('./components/TicketsBalance'), when: (ctx) => ctx.flags.enableLotteries },
      hub: () => import('./components/HubTournamentsBlock'),
    },
    placeholders: {
      TournamentTerms: () => import('./components/TermsPlaceholder'),
      ActivitySlider: () => import('./components/ActivitySlider'),
    },
    realtime: {
      // Schemas and handlers come with `live.ts` on the first event: the entry carries none of them.
      status: { load: () => live().then((m) => ({ default: m.statusHandler })) },
      notification: { load: () => live().then((m) => ({ default: m.notificationHandler })) },
      leaderboard: { load: () => live().then((m) => ({ default: m.leaderboardHandler })) },
    },
  });
});

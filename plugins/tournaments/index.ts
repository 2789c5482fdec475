import { definePlugin } from '@core/index';
import { tournamentLeaderboardEventSchema, tournamentNotificationEventSchema, tournamentStatusSchema } from '@schemas/wire/promotions';
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
    },
    placeholders: {
      TournamentTerms: () => import('./components/TermsPlaceholder'),
      ActivitySlider: () => import('./components/ActivitySlider'),
    },
    realtime: {
      status: { schema: tournamentStatusSchema, handle: (status, runtime) => void live().then((m) => m.applyStatusEvent(runtime, status)) },
      notification: { schema: tournamentNotificationEventSchema, handle: (payload, runtime) => void live().then((m) => m.applyNotification(runtime, payload)) },
      leaderboard: { schema: tournamentLeaderboardEventSchema, handle: (event, runtime) => void live().then((m) => m.applyLeaderboardEvent(runtime, event)) },
    },
  });
});

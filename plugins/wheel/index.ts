import { definePlugin } from '@core/index';
import { wheelManifest } from './manifest';

/**
 * Binds the two wheel pages, the floating bookmark and the live box events. Wiring only (fast first visit): pages,
 * the bookmark, schemas and the handler load on first use. A guest's pages never load the bookmark unless
 * `showAllWidgets` is on (a guest has no spin waiting).
 */
export default definePlugin(wheelManifest, (api) => {
  api.implement({
    routes: {
      'rocketmart-wheel': () => import('./pages/DailyWheelPage'),
      'rocketplay-wheel': () => import('./pages/SegmentsWheelPage'),
    },
    slots: {
      bookmark: { load: () => import('./components/WheelBookmark'), when: (ctx) => ctx.loggedIn || ctx.flags.showAllWidgets },
    },
    realtime: { changes: { load: () => import('./live/wheel-box-events') } },
  });
});

import { definePlugin, whenIdle } from '@core/index';
import type * as BannerViews from './lifecycle/banner-view-session';
import { enterPromoManifest } from './manifest';

/**
 * Binds the sign-up promo tooltip and main's banner-view reporting. Wiring only: the tooltip loads lazily (it
 * overlays the page, so arriving a moment after the first paint moves nothing, and with the flag off — the
 * default — a guest downloads none of it); the viewability tracker loads when the browser is idle on main, never
 * among the first paint's scripts.
 */
export default definePlugin(enterPromoManifest, (api) => {
  api.implement({
    slots: {
      tooltip: { load: () => import('./components/PromoTooltip'), when: (ctx) => ctx.flags.enablePromoBannerInEnterButton },
    },
  });

  // Spec part 1 §4: viewed promo-banner events are sent on leaving main.
  let tracker: Promise<typeof BannerViews> | null = null;
  let onMain = false;
  api.onRouteChange((event, runtime) => {
    onMain = event.path === runtime.pathOf('main');
    if (onMain) {
      // Still on main when idle comes (a quick click away must not start a watch of the next page).
      whenIdle(() => {
        if (!onMain) return;
        tracker ??= import('./lifecycle/banner-view-session');
        void tracker.then(({ followMain }) => followMain(runtime, true));
      });
    } else if (tracker) {
      void tracker.then(({ followMain }) => followMain(runtime, false));
    }
  });
});

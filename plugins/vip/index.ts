import { definePlugin } from '@core/index';
import { vipManifest } from './manifest';

/**
 * Binds the VIP page, modals, slots, placeholders and the groups handler to the manifest. Wiring only (fast first
 * visit): pages and blocks load when drawn, the session rules at login, the handler on the channel's first event.
 */
export default definePlugin(vipManifest, (api) => {
  api.implement({
    routes: { vip: () => import('./pages/VipPage') },
    modals: {
      onboarding: () => import('./components/OnboardingModal'),
      'status-up': () => import('./components/StatusUpModal'),
      'level-info': () => import('./components/LevelInfoModal'),
    },
    slots: {
      level: () => import('./components/ProfileLevel'),
      // Signed-in first paint: in the player's boot script beside the header it sits in, never in a guest's.
      badge: () => import(/* webpackChunkName: "player-vip" */ './components/VipBadge'),
      manager: () => import('./components/ManagerPanel'),
    },
    placeholders: {
      LevelsSlider: () => import('./components/LevelsSliderPlaceholder'),
      VipClubBanner: () => import('./components/VipClubBannerPlaceholder'),
      VipComparison: () => import('./components/VipComparisonPlaceholder'),
    },
    realtime: { groups: { load: () => import('./live/groups-events') } },
  });

  api.onLogin(async (_event, runtime) => {
    const { startVipSession } = await import('./lifecycle/session');
    await startVipSession(runtime);
  });
  api.onLogout((runtime) => {
    void import('./lifecycle/session').then(({ stopVipSession }) => stopVipSession(runtime));
  });
  api.onRouteChange((_event, runtime) => {
    if (runtime.session.player) void import('./lifecycle/session').then(({ followRoute }) => followRoute(runtime));
  });
});

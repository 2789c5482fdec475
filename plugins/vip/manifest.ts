import { defineManifest } from '@core/plugin/define';
import { VIP_LEVEL_INFO_MODAL, VIP_ONBOARDING_MODAL, VIP_STATUS_UP_MODAL } from '@schemas/contracts/modals';
import { HEADER_NICKNAME_BADGE, PROFILE_LEVEL, SIDEBAR_PANELS } from '@schemas/contracts/slots';

/**
 * VIP programme (issue 16; spec part 2 §2–§4, §7–§9, part 1 §2): `/vip` with its progress, rewards and info
 * tabs and the subscription tiers, the `rocketplay-vipclub` redirect, the header and sidebar entries, the
 * onboarding, status-up and level-info modals, the profile's level tab, the VIP badge beside the nickname, the
 * VIP manager panel in the sidebar, and the CMS placeholders of the VIP club page. Everything but these
 * declarations is lazy.
 */
export const vipManifest = defineManifest({
  id: 'vip',
  contributes: {
    routes: {
      vip: { path: '/vip/:tab?', order: 300, layout: 'full' },
    },
    redirects: { vipclub: { from: '/rocketplay-vipclub', to: '/vip' } },
    // config/contribution-order.ts: header promotions band VIP 500 (with its New badge); sidebar VIP 300.
    menuItems: {
      'header-vip': { menu: 'header', order: 500, labelKey: 'vip:menu.vip', to: '/vip', icon: 'crown', badgeKey: 'vip:menu.new' },
      'sidebar-vip': { menu: 'sidebar', order: 300, labelKey: 'vip:menu.vip', to: '/vip', icon: 'crown' },
    },
    modals: {
      onboarding: { modal: VIP_ONBOARDING_MODAL },
      'status-up': { modal: VIP_STATUS_UP_MODAL },
      'level-info': { modal: VIP_LEVEL_INFO_MODAL },
    },
    slots: {
      level: { slot: PROFILE_LEVEL, order: 100, visible: { signedIn: true } },
      badge: { slot: HEADER_NICKNAME_BADGE, order: 100, visible: { signedIn: true } },
      manager: { slot: SIDEBAR_PANELS, order: 200, visible: { signedIn: true } },
    },
    placeholders: { LevelsSlider: {}, VipClubBanner: {}, VipComparison: {} },
    realtime: {
      // accounts pushes the whole group set after a change: a VIP status rise adds its tier group.
      groups: { channel: 'groups_updates', scope: 'private', event: 'updated' },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default vipManifest;

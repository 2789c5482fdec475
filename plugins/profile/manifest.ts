import { defineManifest } from '@core/plugin/define';
import { EDIT_PROFILE_MODAL, PROFILE_COMPLETION_MODAL } from '@schemas/contracts/modals';
import { HEADER_ACTIONS } from '@schemas/contracts/slots';

/** The player's profile pages (data, limits, security, history), its modals and the EE session timer. */
export const profileManifest = defineManifest({
  id: 'profile',
  contributes: {
    routes: {
      // `/profile/limits/confirm` works without a session: the mailed token is the proof (platform limits module).
      'limit-confirm': { path: '/profile/limits/confirm', order: 10 },
      profile: { path: '/profile/:tab?', guard: 'requiresAuth', order: 20 },
      users: { path: '/users/:tab?', guard: 'requiresAuth', order: 20 },
    },
    menuItems: {
      profile: { menu: 'sidebar-bottom', order: 10, labelKey: 'profile:menu', to: '/profile', icon: 'user', visible: { signedIn: true } },
      // Spec part 1 §2 drawer: responsible-gaming limits one tap away on a phone, not only as a profile tab.
      limits: { menu: 'sidebar-bottom', order: 12, labelKey: 'profile:menuLimits', to: '/profile/limits', icon: 'clock', visible: { signedIn: true } },
    },
    modals: {
      'edit-profile': { modal: EDIT_PROFILE_MODAL, blocking: true },
      'profile-completion': { modal: PROFILE_COMPLETION_MODAL },
    },
    slots: {
      // EE licence (spec part 1 §4, §6): how long this session has lasted.
      'session-timer': { slot: HEADER_ACTIONS, order: 40, visible: { signedIn: true, licences: ['EE'] } },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default profileManifest;

import { definePlugin } from '@core/index';
import { sessionStore } from './lifecycle/session-storage';
import { manifest } from './manifest';
import { EDIT_PROFILE_MODAL, PROFILE_COMPLETION_MODAL } from './modal-ids';
import { createSessionTimer } from './rules/session-timer';
import { attachProfileStore, resetProfileStore } from './store';

export default definePlugin(manifest, (api) => {
  const { runtime } = api;
  const store = attachProfileStore(runtime);
  const timer = createSessionTimer({ storage: sessionStore(), onTick: (seconds) => (store.sessionSeconds = seconds) });
  const profilePage = () => import('./pages/ProfilePage');

  // `/profile/limits/confirm` works without a session: the mailed token is the proof (platform limits module).
  api.addRoute({ path: '/profile/limits/confirm', order: 10, load: () => import('./pages/LimitConfirmPage') });
  api.addRoute({ path: '/profile/:tab?', guard: 'requiresAuth', order: 20, load: profilePage });
  api.addRoute({ path: '/users/:tab?', guard: 'requiresAuth', order: 20, load: profilePage });
  api.addMenuItem({ menu: 'sidebar-bottom', id: 'profile', order: 10, labelKey: 'profile:menu', to: '/profile', icon: 'user', when: (ctx) => ctx.loggedIn });

  api.addModal({ id: EDIT_PROFILE_MODAL, blocking: true, load: () => import('./components/EditProfileModal') });
  api.addModal({ id: PROFILE_COMPLETION_MODAL, load: () => import('./components/ProfileCompletionModal') });
  api.addSlot({
    slot: 'header.actions',
    id: 'session-timer',
    order: 40,
    when: (ctx) => ctx.loggedIn && ctx.licence === 'EE',
    load: () => import('./components/SessionTimer'),
  });

  api.onLogin(async () => {
    if (runtime.licence === 'EE') {
      timer.start();
      window.addEventListener('pagehide', timer.save);
    }
    // The completion rules, the API client and its schemas load at login: a guest never needs them.
    const { fillStateFromPostalCode, offerProfileCompletion } = await import('./lifecycle/after-login');
    offerProfileCompletion(runtime, sessionStore());
    await fillStateFromPostalCode(runtime);
  });
  api.onLogout(() => {
    timer.reset();
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', timer.save);
    resetProfileStore(store);
  });
});

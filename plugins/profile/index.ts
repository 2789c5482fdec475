import { browserStorage, definePlugin, stateOf } from '@core/index';
import { profileManifest } from './manifest';
import { createSessionTimer } from './rules/session-timer';
import { profileState } from './state';

/** Binds the profile pages, modals and session timer to its manifest, and the login rules. Wiring only. */
export default definePlugin(profileManifest, (api) => {
  const profilePage = () => import('./pages/ProfilePage');
  api.implement({
    routes: { 'limit-confirm': () => import('./pages/LimitConfirmPage'), profile: profilePage, users: profilePage },
    modals: {
      'edit-profile': () => import('./components/EditProfileModal'),
      'profile-completion': () => import('./components/ProfileCompletionModal'),
    },
    slots: { 'session-timer': () => import('./components/SessionTimer') },
  });

  // EE session timer: runs while signed in; a timer and a page listener, not state, so started and undone here.
  let timer: ReturnType<typeof createSessionTimer> | null = null;
  api.onLogin(async (_event, runtime) => {
    if (runtime.licence === 'EE' && !timer) {
      timer = createSessionTimer({ storage: browserStorage('session'), onTick: (seconds) => (stateOf(runtime, profileState).sessionSeconds = seconds) });
      timer.start();
      window.addEventListener('pagehide', timer.save);
    }
    // The completion rules, the API client and its schemas load at login: a guest never needs them.
    const { fillStateFromPostalCode, offerProfileCompletion } = await import('./lifecycle/after-login');
    offerProfileCompletion(runtime, browserStorage('session'));
    await fillStateFromPostalCode(runtime);
  });
  api.onLogout(() => {
    if (!timer) return;
    timer.reset();
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', timer.save);
    timer = null;
  });
});

import { definePlugin } from '@core/index';
import { sessionStore } from './lifecycle/session-storage';
import { manifest } from './manifest';
import { LICENCE_BLOCKED_MODAL, NEW_PROVIDER_MODAL, TERMS_MODAL } from './modal-ids';
import { attachAuthStore, resetAuthStore } from './store';

const guest = ({ loggedIn }: { loggedIn: boolean }) => !loggedIn;

export default definePlugin(manifest, (api) => {
  const { runtime } = api;
  const store = attachAuthStore(runtime, api.options);

  // Popup routes of spec part 1 §2; `/login`, `/registration` and the legacy paths redirect here in core.
  api.addRoute({ path: '/sign-in', kind: 'modal', guard: 'requiresGuest', order: 10, load: () => import('./pages/SignInPopup') });
  api.addRoute({ path: '/sign-up', kind: 'modal', guard: 'requiresGuest', order: 10, load: () => import('./pages/SignUpPopup') });
  api.addRoute({ path: '/remind', kind: 'modal', guard: 'requiresGuest', order: 10, load: () => import('./pages/RemindPopup') });
  api.addRoute({ path: '/new-password', kind: 'modal', order: 10, load: () => import('./pages/NewPasswordPopup') });
  api.addRoute({ path: '/email-verify', kind: 'modal', order: 10, load: () => import('./pages/EmailVerifyPopup') });
  api.addRoute({ path: '/confirmation', kind: 'modal', order: 10, load: () => import('./pages/ConfirmationPopup') });

  api.addSlot({ slot: 'header.actions', id: 'guest-buttons', order: 50, when: guest, load: () => import(/* webpackMode: "eager" */ './components/GuestButtons') });
  api.addSlot({ slot: 'bottomBar.action', id: 'guest-enter', order: 50, when: guest, load: () => import(/* webpackMode: "eager" */ './components/BottomBarEnter') });

  api.addModal({ id: TERMS_MODAL, blocking: true, load: () => import('./components/TermsModal') });
  api.addModal({ id: NEW_PROVIDER_MODAL, load: () => import('./components/NewProviderModal') });
  api.addModal({ id: LICENCE_BLOCKED_MODAL, load: () => import('./components/LicenceBlockedModal') });

  // Not awaited: the region only disables buttons, it must not hold up the first paint.
  api.onBoot(() => {
    void import(/* webpackMode: "eager" */ './lifecycle/load-region').then(({ loadRegion }) => loadRegion(runtime, store), () => (store.region = null));
  });
  // The after-login rules, the auth API client and its schemas load at login: a guest never needs them.
  api.onLogin(async (event) => {
    const { joinAbRegistrationGroup, maybeShowNewProvider, settleTerms } = await import('./lifecycle/after-login');
    await settleTerms(runtime, store);
    await Promise.all([joinAbRegistrationGroup(runtime, store, event), maybeShowNewProvider(runtime, store, sessionStore())]);
  });
  api.onLogout(() => resetAuthStore(store));
});

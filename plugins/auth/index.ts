import { browserStorage, definePlugin, stateOf } from '@core/index';
import { authManifest } from './manifest';
import { authRegionState } from './state';

/** Binds the auth popups, enter buttons and modals to its manifest, and the boot and login rules. Wiring only. */
export default definePlugin(authManifest, (api) => {
  api.implement({
    routes: {
      'sign-in': () => import('./pages/SignInPopup'),
      'sign-up': () => import('./pages/SignUpPopup'),
      remind: () => import('./pages/RemindPopup'),
      'new-password': () => import('./pages/NewPasswordPopup'),
      'email-verify': () => import('./pages/EmailVerifyPopup'),
      confirmation: () => import('./pages/ConfirmationPopup'),
    },
    slots: {
      'guest-buttons': () => import(/* webpackMode: "eager" */ './components/GuestButtons'),
      'guest-enter': () => import(/* webpackMode: "eager" */ './components/BottomBarEnter'),
    },
    modals: {
      terms: () => import('./components/TermsModal'),
      'new-provider': () => import('./components/NewProviderModal'),
      'licence-blocked': () => import('./components/LicenceBlockedModal'),
    },
  });

  // Not awaited: the region only disables buttons, it must not hold up the first paint.
  api.onBoot((runtime) => {
    const store = stateOf(runtime, authRegionState);
    void import(/* webpackMode: "eager" */ './lifecycle/load-region').then(({ loadRegion }) => loadRegion(runtime, store), () => (store.region = null));
  });
  // The after-login rules, the auth API client and its schemas load at login: a guest never needs them.
  api.onLogin(async (event, runtime) => {
    const { joinAbRegistrationGroup, maybeShowNewProvider, settleTerms } = await import('./lifecycle/after-login');
    await settleTerms(runtime);
    await Promise.all([joinAbRegistrationGroup(runtime, event), maybeShowNewProvider(runtime, browserStorage('session'))]);
  });
});

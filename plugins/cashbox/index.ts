import { browserStorage, definePlugin, whenIdle } from '@core/index';
import { cashboxManifest } from './manifest';
import { settleOpenedFrom } from './lifecycle/opened-from';
import { PROMO_KEYS } from './rules/promo-code';

const hasPromo = (search: string, storage: Storage | null) => /[?&]depositPromocode=/.test(search) || Boolean(storage?.getItem(PROMO_KEYS.deposit));

/**
 * Binds the cashbox's screens, placeholders and live payments to its manifest. Wiring only: every screen is one
 * lazy component (`CashboxScreen` picks the screen from the address), so moving between tabs never reloads.
 */
export default definePlugin(cashboxManifest, (api) => {
  const screen = () => import('./pages/CashboxScreen');
  api.implement({
    routes: {
      cashbox: screen,
      history: screen,
      result: screen,
      dashboard: screen,
      deposit: screen,
      'account-deposit': screen,
      'deposit-bonus': screen,
      'deposit-fast': screen,
      withdraw: screen,
    },
    placeholders: {
      PaymentMethods: () => import('./components/PaymentMethodsTable'),
      SignUpDepositButton: () => import('./components/SignUpDepositButton'),
    },
    // The money schemas come with the handler, on the first event: none of them is in a guest's first visit.
    realtime: { payments: { load: () => import('./lifecycle/payment-events') } },
  });

  api.onRouteChange((event, runtime) => {
    settleOpenedFrom(runtime, event);
    const storage = browserStorage('session');
    if (!hasPromo(runtime.navigation.current().search, storage)) return;
    void import('./lifecycle/promo-code').then(({ followPromoCodes }) => followPromoCodes(runtime, event.path, storage));
  });

  api.onLogin((_event, runtime) => {
    // Back from the processor (a full page load) or a new sign-in: the last cancelled deposit is told once.
    // Not awaited and not in the first frames: a player's page never waits for the cashbox.
    whenIdle(() => void import('./lifecycle/after-login').then(({ checkRecentDeposits }) => checkRecentDeposits(runtime)));
    const storage = browserStorage('session');
    if (storage?.getItem(PROMO_KEYS.deposit) && runtime.navigation.current().pathname === runtime.href(runtime.pathOf('main'))) {
      void import('./lifecycle/promo-code').then(({ applyDepositCode }) => applyDepositCode(runtime, storage));
    }
  });
});

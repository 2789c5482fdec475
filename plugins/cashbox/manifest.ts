import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';

export const cashboxOptionsSchema = z.object({
  /**
   * Where a payment brand's logo lives (`{brand}` is replaced): the reference platform draws them at
   * `/previews/payments/{brand}.svg`; an operator may point to its own CDN. A missing logo shows the name.
   */
  paymentLogoUrl: z._default(z.string().check(z.startsWith('/')), '/previews/payments/{brand}.svg'),
});
export type CashboxOptions = z.infer<typeof cashboxOptionsSchema>;

/**
 * The cashbox (spec part 2 §2–§9): deposit, deposit with bonus, one-click deposit, withdrawal, history and the
 * result of a payment, each a popup route the overlay does not close; the CMS payment-methods table and the
 * sign-up deposit button; live payment states. Everything it draws is lazy: a guest never downloads it.
 */
export const cashboxManifest = defineManifest({
  id: 'cashbox',
  options: cashboxOptionsSchema,
  contributes: {
    // Part 2 §2: "each opens as a modal, the overlay does not close it on click"; login required.
    routes: {
      cashbox: { path: '/cashbox', kind: 'modal', guard: 'requiresAuth', blocking: true, order: 30 },
      history: { path: '/cashbox/history', kind: 'modal', guard: 'requiresAuth', blocking: true, order: 30 },
      result: { path: '/cashbox/result/:id', kind: 'modal', guard: 'requiresAuth', blocking: true, order: 30 },
      dashboard: { path: '/dashboard', kind: 'modal', guard: 'requiresAuth', blocking: true, order: 30 },
      deposit: { path: '/deposit', kind: 'modal', guard: 'requiresAuth', blocking: true, order: 30 },
      'account-deposit': { path: '/accounts/:id/deposit', kind: 'modal', guard: 'requiresAuth', blocking: true, order: 30 },
      'deposit-bonus': { path: '/deposit-bonus', kind: 'modal', guard: 'requiresAuth', blocking: true, order: 30 },
      'deposit-fast': { path: '/deposit-fast', kind: 'modal', guard: 'requiresAuth', blocking: true, order: 30 },
      withdraw: { path: '/withdraw', kind: 'modal', guard: 'requiresAuth', blocking: true, order: 30 },
    },
    // Part 1 §2 placeholders: `#PaymentMethods[type=crypto]#` and `#SignUpDepositButton[]#`.
    placeholders: { PaymentMethods: {}, SignUpDepositButton: {} },
    // WIRE.md: `payments_changes` on `payments_changes:{playerId}` carries the changed payment.
    realtime: { payments: { channel: 'payments_changes', scope: 'private', event: 'payments_changes' } },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default cashboxManifest;

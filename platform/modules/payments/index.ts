import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { registerDevPaymentRoutes } from './dev-routes';
import { registerPaymentRoutes } from './routes';
import { pushPaymentChange } from './store';

/**
 * Deposits, withdrawals, payment methods and history; the dev provider page that completes deposits.
 * Money moves through the wallet; deposits are admitted by limits; every change publishes `payment.changed`.
 */
export const paymentsModule: PlatformModuleDef = {
  name: 'payments',
  dependsOn: ['accounts', 'wallet', 'limits'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  register(app, ctx) {
    registerPaymentRoutes(app, ctx);
    // Demo aid: the simulated provider lets a player approve their own deposit.
    if (ctx.config.mode === 'demo') registerDevPaymentRoutes(app, ctx);
  },
  subscribe(on, ctx) {
    on.afterCommit('payment.changed', (payment) => pushPaymentChange(ctx, payment.paymentId));
  },
};

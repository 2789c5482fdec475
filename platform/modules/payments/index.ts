import type { PlatformModuleDef } from '../../module';
import { registerDevPaymentRoutes } from './dev-routes';
import { registerPaymentRoutes } from './routes';

/** Deposits, withdrawals, payment methods and history; the dev provider page that completes deposits. */
export const paymentsModule: PlatformModuleDef = {
  name: 'payments',
  register(app, ctx) {
    registerPaymentRoutes(app, ctx);
    // Demo aid: the simulated provider lets a player approve their own deposit.
    if (ctx.config.mode === 'demo') registerDevPaymentRoutes(app, ctx);
  },
};

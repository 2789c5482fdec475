import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { provideDepositCounter } from '../bonuses/public';
import { registerDevPaymentRoutes } from './dev-routes';
import { registerPaymentRoutes } from './routes';
import { saveProfileOfDeposit } from './saved-profiles';
import { seedDemoPayments } from './seed';
import { pushPaymentChange, succeededDepositCount } from './store';

/**
 * Deposits, withdrawals, payment methods, saved profiles and history; risk details; the dev processor page
 * that completes deposits. Money moves through the wallet; deposits are admitted by limits, and a chosen
 * deposit bonus is checked by bonuses; every change publishes `payment.changed`.
 */
export const paymentsModule: PlatformModuleDef = {
  name: 'payments',
  dependsOn: ['accounts', 'wallet', 'limits', 'bonuses'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: { version: 1, run: seedDemoPayments },
  register(app, ctx) {
    // Bonuses' extension point: first-deposit offers end with the first succeeded deposit, which is ours to count.
    provideDepositCounter(ctx.db, (playerId) => succeededDepositCount(ctx.db, playerId));
    registerPaymentRoutes(app, ctx);
    // Demo aid: the simulated provider lets a player approve their own deposit.
    if (ctx.config.mode === 'demo') registerDevPaymentRoutes(app, ctx);
  },
  subscribe(on, ctx) {
    on.inTransaction('payment.changed', (payment) => saveProfileOfDeposit(ctx.db, payment));
    on.afterCommit('payment.changed', (payment) => pushPaymentChange(ctx, payment.paymentId));
  },
};

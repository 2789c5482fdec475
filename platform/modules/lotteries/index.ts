import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { lotteryDrawJob } from './finish';
import { registerLotteryRoutes } from './routes';
import { seedLotteries } from './seed';
import { ticketsForPayment } from './tickets';

/**
 * Lotteries (issue 11, README.md in this folder): tickets from succeeded deposits (`payment.changed`) and,
 * through `public.ts`, from the comp points engine; the scheduler draws each lottery at its end from a
 * recorded seed and pays its prizes through the wallet, exactly once.
 */
export const lotteriesModule: PlatformModuleDef = {
  name: 'lotteries',
  dependsOn: ['accounts', 'wallet'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: { version: 1, run: (db) => seedLotteries(db) },
  register(app, ctx) {
    registerLotteryRoutes(app, ctx);
    ctx.scheduler.add(lotteryDrawJob(ctx));
  },
  subscribe(on, ctx) {
    // Tickets commit with the deposit that earned them.
    on.inTransaction('payment.changed', (payment) => ticketsForPayment(ctx.db, payment));
  },
};

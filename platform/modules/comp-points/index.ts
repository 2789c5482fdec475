import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { accrueRound } from './accrual';
import { registerCompPointRoutes } from './routes';
import { saleRollJob } from './sales';
import { COMP_POINTS_SEED_VERSION, seedCompPoints } from './seed';

/**
 * Comp points (issue 16, README.md in this folder): real-money stakes earn points through `round.settled` in the
 * round's transaction (chargeable to spend, persistent for life); the rewards shop's cards (money, free spins,
 * lootboxes, lottery tickets) are exchanged in one transaction each, the reward issued through its owner's public.ts.
 */
export const compPointsModule: PlatformModuleDef = {
  name: 'comp-points',
  dependsOn: ['accounts', 'wallet', 'bonuses', 'lootboxes', 'lotteries'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: { version: COMP_POINTS_SEED_VERSION, run: (db) => seedCompPoints(db) },
  register(app, ctx) {
    registerCompPointRoutes(app, ctx);
    ctx.scheduler.add(saleRollJob(ctx));
  },
  subscribe(on, ctx) {
    // Points commit with the bet they come from; the `comps_award` push is queued for after that commit.
    on.inTransaction('round.settled', (round) => accrueRound(ctx, round));
  },
};

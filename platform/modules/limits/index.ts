import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { addSignInGuard } from '../accounts/public';
import { registerDevLimitRoutes } from './dev-routes';
import { activeLock } from './enforce';
import { registerLimitRoutes } from './limit-routes';
import { pushReachedLimit } from './reached-push';
import { recordDeposit, recordPlay } from './usage-recording';

/**
 * Responsible-gaming limits. Money modules ask `public.ts` before moving money; usage comes from the
 * round.settled and payment.changed events; a cooling-off or self-exclusion refuses sign-in through the
 * accounts module's sign-in guards.
 */
export const limitsModule: PlatformModuleDef = {
  name: 'limits',
  dependsOn: ['accounts'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  register(app, ctx) {
    addSignInGuard(ctx, (playerId, now) => {
      const lock = activeLock(ctx.db, playerId, now);
      return lock ? { type: lock.type, until: lock.active_until } : null;
    });
    registerLimitRoutes(app, ctx);
    if (ctx.config.mode === 'demo') registerDevLimitRoutes(app, ctx);
  },
  subscribe(on, ctx) {
    on.inTransaction('round.settled', (round) => recordPlay(ctx.db, round));
    on.inTransaction('payment.changed', (payment) => recordDeposit(ctx.db, payment));
    on.afterCommit('round.settled', (round) => pushReachedLimit(ctx, round));
  },
};

import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { registerDevNotificationRoutes } from './dev-routes';
import { paymentState } from './facts';
import { notify } from './notify';
import { registerNotificationRoutes } from './routes';
import { seedNotifications } from './seed';
import { deleteExpired } from './store';
import { listenToPlayerPushes } from './subscriptions';

/**
 * Personal notifications (issue 17, README.md in this folder): facts the player is told about once — a payment's
 * new state (`payment.changed`), a bonus or free spins issued and a tournament's result (the owning modules' pushes)
 * — stored per player for 2 hours and pushed on `personal_notifications` after the fact's commit.
 */
export const notificationsModule: PlatformModuleDef = {
  name: 'notifications',
  dependsOn: ['accounts'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  seed: { version: 1, run: (db) => seedNotifications(db) },
  register(app, ctx) {
    registerNotificationRoutes(app, ctx);
    // Demo aid: an end-to-end test pushes a notification to a player.
    if (ctx.config.mode === 'demo') registerDevNotificationRoutes(app, ctx);
    const stop = listenToPlayerPushes(ctx);
    app.addHook('onClose', async () => stop());
    ctx.scheduler.add({
      name: 'notifications.sweep',
      run: (now) => void deleteExpired(ctx.db, now),
      nextDueAt: () => ctx.db.prepare('SELECT MIN(expires_at) FROM player_notifications').pluck().get() as string | null,
    });
  },
  subscribe(on, ctx) {
    on.afterCommit('payment.changed', (payment) => void notify(ctx, paymentState(payment)));
  },
};

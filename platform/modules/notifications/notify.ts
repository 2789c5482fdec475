import type { PlatformContext } from '../../context';
import { insertNotification, notificationToWire, type NewNotification } from './store';

/**
 * Stores a notification and pushes it on its private channel (`personal_notifications:{playerId}`). Runs after
 * the fact's commit (a domain event's after-commit handler, or a push the owning module sent after its commit):
 * idempotent by the fact's `sourceRef`, so a second run neither stores nor pushes again.
 */
export function notify(ctx: Pick<PlatformContext, 'db' | 'events' | 'clock'>, notification: NewNotification | null): boolean {
  if (!notification) return false;
  const row = insertNotification(ctx.db, notification, ctx.clock.now());
  if (!row) return false;
  ctx.events.emit({ scope: 'private', playerId: row.player_id, channel: row.channel, event: row.channel, payload: notificationToWire(row) });
  return true;
}

import * as z from 'zod/mini';
import { stateOf, type PluginRuntime } from '@core/index';
import { notificationSchema, type Notification } from '@schemas/wire/notifications';
import { readStoredInbox, writeStoredInbox } from './inbox-storage';
import type { InboxItem } from './rules/inbox';
import { inboxState } from './state';

const storedItemSchema = z.object({ notification: notificationSchema, read: z.boolean() });

/** Stored items read again with the wire schema: a copy from an older client, or a damaged one, is dropped. */
const validStored = (items: unknown[]): InboxItem[] =>
  items.flatMap((item) => {
    const parsed = z.safeParse(storedItemSchema, item);
    return parsed.success ? [parsed.data] : [];
  });

/**
 * Fills the inbox once per session: the stored copy first (instant, with read flags), then the platform's list
 * (`GET /api/player/notifications`: what came while no tab listened). A platform without that call answers an
 * error: the stored copy and the pushes still work, so the failure is logged by the client and not shown.
 */
export async function ensureInbox(runtime: PluginRuntime): Promise<void> {
  const store = stateOf(runtime, inboxState);
  const playerId = runtime.session.player?.id;
  if (store.state.load !== 'idle' || playerId === undefined) return;
  store.state.load = 'loading';
  const id = String(playerId);
  store.attach(id, (items) => void writeStoredInbox(id, items));
  store.merge(validStored(await readStoredInbox(id)));
  try {
    const listed = await runtime.http.requestList({ path: '/api/player/notifications', item: notificationSchema, code: 'LOAD_NOTIFICATIONS' });
    store.merge(listed.map((notification) => ({ notification, read: false })));
    store.state.load = 'ready';
  } catch {
    store.state.load = 'failed';
  }
}

/** A pushed notification: into the inbox, unread (the list is read first if it was not yet, so nothing is lost). */
export function receive(runtime: PluginRuntime, notification: Notification) {
  stateOf(runtime, inboxState).merge([{ notification, read: false }]);
  void ensureInbox(runtime);
}

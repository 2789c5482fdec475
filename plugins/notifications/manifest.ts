import { defineManifest } from '@core/plugin/define';
import { HEADER_ACTIONS } from '@schemas/contracts/slots';

/**
 * The notifications inbox (issue 17; spec part 1 §2 "notifications" in the header, §3 Notification, §9 counter 9+
 * and 2-hour expiry): a bell in the signed-in header with the unread count, an inbox panel (a dropdown on desktop,
 * full screen on a phone), items kept across reloads in IndexedDB per player and cleared at logout, fed by
 * `personal_notifications` pushes and `GET /api/player/notifications`. Everything but these declarations is lazy.
 */
export const notificationsManifest = defineManifest({
  id: 'notifications',
  contributes: {
    // config/contribution-order.ts header.actions: notifications, gifts 60, chat (60–99).
    slots: { bell: { slot: HEADER_ACTIONS, order: 70, visible: { signedIn: true } } },
    // config/contribution-order.ts sidebar-bottom account band (profile 10): the phone's way to the inbox.
    menuSources: { 'sidebar-notifications': { menu: 'sidebar-bottom', order: 20 } },
    realtime: {
      personal: { channel: 'personal_notifications', scope: 'private', event: 'personal_notifications' },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default notificationsManifest;

import { definePlugin } from '@core/index';
import { notificationsManifest } from './manifest';
import { useSidebarNotifications } from './menu-source';

/**
 * Binds the header bell and the live channel. Wiring only: the bell is in the `player-notifications` chunk (a
 * player's boot script, so the signed-in header draws it at once, like the bonuses' gifts counter); the inbox panel,
 * the schema and the IndexedDB code load on first use.
 */
export default definePlugin(notificationsManifest, (api) => {
  api.implement({
    slots: { bell: () => import(/* webpackChunkName: "player-notifications" */ './components/HeaderBell') },
    menuSources: { 'sidebar-notifications': useSidebarNotifications },
    realtime: { personal: { load: () => import('./live/personal-events') } },
  });
  // Spec: kept across reloads per player, cleared at logout (the plugin's session state goes with it).
  api.onLogout(() => {
    void import('./inbox-storage').then(({ clearStoredInboxes }) => clearStoredInboxes());
  });
});

import { useSnapshot } from 'valtio';
import { usePluginState, useSession, type MenuEntry } from '@core/index';
import { unreadCount } from './rules/inbox';
import { inboxState } from './state';

/**
 * The sidebar's notifications item (bottom items, account band), players only, with the unread count: on a phone
 * it is the way to the inbox (the header has no room for the bell there). A menu source hook, so it ships in the
 * entry: it reads the store only; the bell's block (mounted in the header on every screen) draws the panel.
 */
export function useSidebarNotifications(): MenuEntry[] {
  const { player } = useSession();
  const store = usePluginState(inboxState);
  const { items } = useSnapshot(store.state);
  if (!player) return [];
  const unread = unreadCount(items);
  return [
    {
      id: 'sidebar-notifications',
      order: 0,
      labelKey: 'notifications:menu.notifications',
      icon: 'bell',
      count: unread > 0 ? unread : undefined,
      onSelect: () => {
        store.state.open = true;
      },
    },
  ];
}

import { useSnapshot } from 'valtio';
import { usePluginState, useRuntime, type MenuEntry } from '@core/index';
import { unreadReplies } from './rules/counter';
import { chatState } from './state';

/**
 * The sidebar's support chat item (spec part 1 §2 bottom items), with the unread replies' count (§4) for a player.
 * A menu source hook, so it ships in the entry: it only reads the store; the action opens the chat lazily.
 */
export function useSidebarChat(): MenuEntry[] {
  const runtime = useRuntime();
  const store = usePluginState(chatState);
  const { messages, lastOpenAt, open } = useSnapshot(store.state);
  const unread = open ? 0 : unreadReplies(messages, lastOpenAt);
  return [
    {
      id: 'sidebar-chat',
      order: 0,
      labelKey: 'support-chat:menu.chat',
      icon: 'chat',
      count: unread > 0 ? unread : undefined,
      onSelect: () => void import('./actions').then((actions) => actions.openChat(runtime)),
    },
  ];
}

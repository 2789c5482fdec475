import { proxy, ref } from 'valtio';
import { mergeInbox, type InboxItem } from './rules/inbox';

export interface InboxData {
  /** Newest first (`ref`: replaced, never mutated in place). */
  items: InboxItem[];
  /** Whose inbox this is (the stored copy is per player); null until the first load. */
  playerId: string | null;
  load: 'idle' | 'loading' | 'ready' | 'failed';
  /** The inbox panel is open (from the header's bell, or the sidebar's item on a phone). */
  open: boolean;
}

/**
 * One per runtime and session (`inboxState`): the player's inbox; every change goes to IndexedDB through `persist`
 * (set by the loader once the player is known), so a reload shows the same items and read flags.
 */
export function createInboxStore(now: () => number = Date.now) {
  const state = proxy<InboxData>({ items: [], playerId: null, load: 'idle', open: false });
  let persist: ((items: InboxItem[]) => void) | null = null;
  const put = (items: InboxItem[]) => {
    state.items = ref(items);
    persist?.(items);
  };
  return {
    state,
    /** The loader: whose inbox, and where to keep it. */
    attach(playerId: string, save: (items: InboxItem[]) => void) {
      state.playerId = playerId;
      persist = save;
    },
    merge(incoming: readonly InboxItem[]) {
      put(mergeInbox(state.items, incoming, now()));
    },
    markRead(id: string) {
      if (!state.items.some((item) => item.notification.id === id && !item.read)) return;
      put(state.items.map((item) => (item.notification.id === id ? { ...item, read: true } : item)));
    },
    markAllRead() {
      if (!state.items.some((item) => !item.read)) return;
      put(state.items.map((item) => (item.read ? item : { ...item, read: true })));
    },
    /** Drops what expired while the page stayed open. */
    prune() {
      const kept = mergeInbox(state.items, [], now());
      if (kept.length !== state.items.length) put(kept);
    },
  };
}
export type InboxStore = ReturnType<typeof createInboxStore>;

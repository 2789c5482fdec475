import { proxy, ref } from 'valtio';
import type { ChatMessage } from '@schemas/wire/support';
import type { ChatChoice } from './rules/choose-chat';

export interface ChatData {
  open: boolean;
  /** Which backend and group serve this player (null: not chosen yet, or a guest). */
  choice: ChatChoice | null;
  /** Oldest first (`ref`: replaced, never mutated in place). */
  messages: ChatMessage[];
  load: 'idle' | 'loading' | 'ready' | 'failed';
  sending: boolean;
  sendFailed: boolean;
  /** When the player last had the chat open (epoch ms): replies after it are unread (§4). */
  lastOpenAt: number;
}

/** One per runtime and session (`chatState`): the player's conversation goes at logout. */
export function createChatStore() {
  const state = proxy<ChatData>({ open: false, choice: null, messages: [], load: 'idle', sending: false, sendFailed: false, lastOpenAt: 0 });
  return {
    state,
    setMessages(messages: ChatMessage[]) {
      state.messages = ref(messages);
    },
    /** A pushed or just-sent message; one copy per id. */
    add(message: ChatMessage) {
      if (state.messages.some((m) => m.id === message.id)) return;
      state.messages = ref([...state.messages, message]);
    },
  };
}
export type ChatStore = ReturnType<typeof createChatStore>;

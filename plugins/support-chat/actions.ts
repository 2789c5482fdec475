import { browserStorage, stateOf, type PluginRuntime } from '@core/index';
import { statusInfoSchema } from '@schemas/wire/info';
import type { ChatMessage } from '@schemas/wire/support';
import type { ChatBackendClient } from './backends/chat-backend';
import { liveChatBackend } from './backends/live-chat';
import { messengerBackend } from './backends/messenger';
import { chooseChat } from './rules/choose-chat';
import { chatState } from './state';

/** The backend serving each runtime's player: chosen once per session, replaced at the next login. */
const backends = new WeakMap<object, { playerId: number; client: ChatBackendClient }>();
const lastOpenKey = (playerId: number) => `croupier.chat.lastOpen.${playerId}`;

async function backendFor(runtime: PluginRuntime): Promise<ChatBackendClient | null> {
  const player = runtime.session.player;
  if (!player) return null;
  const known = backends.get(runtime);
  if (known && known.playerId === player.id) return known.client;
  // The tiers' status names and writable flags: the §6 rules read them (a failed list reads as no tier).
  const tiers = await runtime.http.requestList({ path: '/api/info/statuses', item: statusInfoSchema, code: 'LOAD_STATUSES' }).catch(() => []);
  const held = new Set(player.statuses.map((s) => s.id));
  const choice = chooseChat({ id: player.id, groups: player.groups, statuses: tiers.filter((tier) => held.has(tier.id)) });
  stateOf(runtime, chatState).state.choice = choice;
  const client = choice.backend === 'live_chat' ? liveChatBackend(runtime, choice.group) : messengerBackend(runtime, choice.group, player.id);
  backends.set(runtime, { playerId: player.id, client });
  return client;
}

/** Reads the conversation once per session (for the counter and the panel); guests have none. */
export async function ensureChat(runtime: PluginRuntime): Promise<void> {
  const store = stateOf(runtime, chatState);
  const player = runtime.session.player;
  if (!player || store.state.load === 'loading' || store.state.load === 'ready') return;
  store.state.lastOpenAt = Number(browserStorage('local')?.getItem(lastOpenKey(player.id)) ?? 0) || 0;
  store.state.load = 'loading';
  try {
    const backend = await backendFor(runtime);
    if (!backend) return;
    store.setMessages((await backend.load()).messages);
    store.state.load = 'ready';
  } catch {
    store.state.load = 'failed';
  }
}

/** The chat is looked at now: every reply so far is read (§4's last-open time, kept per player). */
export function markOpened(runtime: PluginRuntime) {
  const player = runtime.session.player;
  const store = stateOf(runtime, chatState);
  const now = Date.now();
  store.state.lastOpenAt = now;
  if (player) browserStorage('local')?.setItem(lastOpenKey(player.id), String(now));
}

export function openChat(runtime: PluginRuntime) {
  stateOf(runtime, chatState).state.open = true;
  markOpened(runtime);
  void ensureChat(runtime);
}

export function closeChat(runtime: PluginRuntime) {
  stateOf(runtime, chatState).state.open = false;
}

export async function sendMessage(runtime: PluginRuntime, body: string): Promise<boolean> {
  const store = stateOf(runtime, chatState);
  store.state.sending = true;
  store.state.sendFailed = false;
  try {
    const backend = await backendFor(runtime);
    if (!backend) return false;
    store.setMessages((await backend.send(body)).messages);
    store.state.load = 'ready';
    return true;
  } catch {
    store.state.sendFailed = true;
    return false;
  } finally {
    store.state.sending = false;
  }
}

/** A `support_chat` push: a reply (or the player's own message from another tab). */
export function receive(runtime: PluginRuntime, backend: string, message: ChatMessage) {
  const store = stateOf(runtime, chatState);
  const known = backends.get(runtime)?.client;
  if (known && !known.accepts({ backend })) return;
  store.add(message);
  if (store.state.open) markOpened(runtime);
  // The counter needs the conversation's earlier replies too.
  void ensureChat(runtime);
}

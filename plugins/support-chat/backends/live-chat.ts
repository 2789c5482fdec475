import type { PluginRuntime } from '@core/index';
import type { ChatBackendClient } from './chat-backend';
import { getThread, postMessage, readThread } from './thread-api';

/** The live chat (group 545 with a writable flag): one conversation per player, no restore id. */
export function liveChatBackend(runtime: PluginRuntime, group: number): ChatBackendClient {
  return {
    name: 'live_chat',
    group,
    load: async () => readThread(runtime, await getThread(runtime, 'live_chat')),
    send: async (body) => readThread(runtime, await postMessage(runtime, 'live_chat', group, body)),
    accepts: (push) => push.backend === 'live_chat',
  };
}

import type * as z from 'zod/mini';
import type { PluginRuntime } from '@core/index';
import { chatMessageSchema, chatThreadSchema, type ChatBackend } from '@schemas/wire/support';
import type { ChatThread } from './chat-backend';

/** The thread's messages read one by one: a malformed one is dropped (and logged), not the conversation. */
export function readThread(runtime: PluginRuntime, raw: z.output<typeof chatThreadSchema>): ChatThread & { restoreId: string | null } {
  return { messages: runtime.http.parseItems(raw.messages, chatMessageSchema, 'LOAD_SUPPORT_CHAT', '/api/support/chat'), restoreId: raw.restore_id };
}

export const getThread = (runtime: PluginRuntime, backend: ChatBackend, restoreId?: string | null) =>
  runtime.http.request({
    path: '/api/support/chat',
    searchParams: restoreId ? { backend, restore_id: restoreId } : { backend },
    schema: chatThreadSchema,
    code: 'LOAD_SUPPORT_CHAT',
  });

export const postMessage = (runtime: PluginRuntime, backend: ChatBackend, group: number, body: string, restoreId?: string | null) =>
  runtime.http.request({
    method: 'post',
    path: '/api/support/chat/messages',
    json: { backend, group, body, ...(restoreId ? { restore_id: restoreId } : {}) },
    schema: chatThreadSchema,
    code: 'SEND_SUPPORT_CHAT',
  });

import type { PluginRuntime } from '@core/index';
import { restoreIdAnswerSchema } from '@schemas/wire/support';
import type { ChatBackendClient } from './chat-backend';
import { getThread, postMessage, readThread } from './thread-api';

/** What the messenger's restore ids are filed under (`/restore-id/get|set`: project and type). */
const RESTORE_KEY = { project: 'croupier', type: 'support' } as const;

/**
 * The other chat (a messenger widget): its conversation is found again by a restore id the widget keeps on the
 * platform (`/restore-id/get`), given by the backend with the first message and stored with `/restore-id/set`
 * (spec part 1 §7: internalId = the player, project, restoreId, requestId, type).
 */
export function messengerBackend(runtime: PluginRuntime, group: number, playerId: number): ChatBackendClient {
  let restoreId: string | null | undefined;
  let requests = 0;
  const requestId = () => `chat-${playerId}-${Date.now().toString(36)}-${++requests}`;
  const restore = async () => {
    if (restoreId !== undefined) return restoreId;
    const answer = await runtime.http.request({
      method: 'post',
      path: '/restore-id/get',
      json: { internalId: String(playerId), ...RESTORE_KEY, requestId: requestId() },
      schema: restoreIdAnswerSchema,
      code: 'LOAD_CHAT_RESTORE_ID',
    });
    restoreId = answer.restoreId;
    return restoreId;
  };
  return {
    name: 'messenger',
    group,
    load: async () => readThread(runtime, await getThread(runtime, 'messenger', await restore())),
    async send(body) {
      const known = await restore();
      const thread = readThread(runtime, await postMessage(runtime, 'messenger', group, body, known));
      if (thread.restoreId && thread.restoreId !== known) {
        restoreId = thread.restoreId;
        await runtime.http.request({
          method: 'post',
          path: '/restore-id/set',
          json: { internalId: String(playerId), ...RESTORE_KEY, restoreId: thread.restoreId, requestId: requestId() },
          schema: restoreIdAnswerSchema,
          code: 'SAVE_CHAT_RESTORE_ID',
        });
      }
      return thread;
    },
    accepts: (push) => push.backend === 'messenger',
  };
}

import { fileURLToPath } from 'node:url';
import type { PlatformModuleDef } from '../../module';
import { registerChatRoutes } from './chat-routes';
import { registerContactRoutes } from './contact-routes';
import { registerOperatorRoutes } from './operator-routes';

/**
 * Support (issue 17, README.md in this folder): the chat of both backends of spec part 1 §6 behind one wire (replies
 * over the player's `support_chat` channel), the messenger's restore ids, the contact form's messages (stored, a
 * copy mailed) and, in demo mode, the operator's desk at `/dev/support`.
 */
export const supportModule: PlatformModuleDef = {
  name: 'support',
  dependsOn: ['accounts'],
  migrations: fileURLToPath(new URL('./migrations', import.meta.url)),
  register(app, ctx) {
    registerChatRoutes(app, ctx);
    registerContactRoutes(app, ctx);
    // Demo aid: the support desk where a person answers the chats.
    if (ctx.config.mode === 'demo') registerOperatorRoutes(app, ctx);
  },
};

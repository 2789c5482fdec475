import type { WireChatPush } from '../../../schemas/wire/support';
import type { PlatformContext } from '../../context';
import { messageToWire, type ConversationRow, type MessageRow } from './store';

/** The private channel of the support chat (schemas/wire/realtime.ts); the event has its name. */
export const SUPPORT_CHAT = 'support_chat';

/** One new message to the player's open tabs (after its commit: callers push once the write returned). */
export function pushChatMessage(ctx: Pick<PlatformContext, 'events'>, conversation: ConversationRow, message: MessageRow) {
  const payload: WireChatPush = { conversation_id: conversation.id, backend: conversation.backend, message: messageToWire(message) };
  ctx.events.emit({ scope: 'private', playerId: conversation.player_id, channel: SUPPORT_CHAT, event: SUPPORT_CHAT, payload });
}

import { defineRealtimeHandler } from '@core/index';
import { chatPushSchema } from '@schemas/wire/support';
import { receive } from '../actions';

/** `support_chat` (schemas/wire/support.ts): a new message of the player's conversation; the counter moves. */
export default defineRealtimeHandler(chatPushSchema, (push, runtime) => receive(runtime, push.backend, push.message));

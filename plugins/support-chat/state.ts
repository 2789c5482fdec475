import { definePluginState } from '@core/index';
import { supportChatManifest } from './manifest';
import { createChatStore } from './store';

/** The player's chat; dropped at logout with the chat user (spec part 1 §3: logout clears the chat user). */
export const chatState = definePluginState(supportChatManifest, () => createChatStore());

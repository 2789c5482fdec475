import { defineService } from './services';

/**
 * Services the core calls but does not implement: a plugin exposes them (the chat plugin exposes
 * `chat`), and the core does nothing when no enabled plugin does.
 */
export const CHAT_SERVICE = defineService<{ open(): void }>('chat');

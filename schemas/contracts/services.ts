import { defineService } from './define-contract';

/**
 * Services one plugin exposes and others (or the core) call, with their interface. Whoever calls one must
 * cope with its absence: the providing plugin may be off on this site (`runtime.services.get` → undefined).
 */

/** The support chat (a chat plugin): `#chat`, the footer's and the CMS's chat buttons open it. */
export const CHAT_SERVICE = defineService<{ open(): void }>('chat');

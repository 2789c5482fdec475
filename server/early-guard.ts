import { createHash } from 'node:crypto';

/**
 * A server-drawn page shows its forms before the app has taken the page over (issue 14). A form sent in that moment
 * would be the browser's own submission: a reload with what was typed (an e-mail, a message) in the address, and so
 * in logs and history. Until the app says it is ready (`<html data-app>`, core/boot/App.tsx) a submission does
 * nothing; once ready, every form is the app's. Links keep working natively (they are plain addresses).
 *
 * Inline, first in the head (no request, and it runs before any form is parsed), allowed by its hash in the page's
 * Content-Security-Policy (`EARLY_GUARD_HASH`, server/security-headers.ts): no other inline script runs.
 */
export const EARLY_GUARD_SCRIPT =
  "document.addEventListener('submit',function(e){if(!document.documentElement.hasAttribute('data-app'))e.preventDefault()},true);";

export const EARLY_GUARD_HASH = `'sha256-${createHash('sha256').update(EARLY_GUARD_SCRIPT).digest('base64')}'`;

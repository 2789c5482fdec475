import { createHash } from 'node:crypto';

/**
 * A server-drawn page shows its forms before the app has taken them over (issue 14): the page hydrates after its
 * script arrives, and a block inside a Suspense boundary a moment after the rest. A form sent in that moment would
 * be the browser's own submission: a reload with what was typed (an e-mail, a message) in the address, and so in
 * logs and history. So a submission the app did not handle (every form of the app cancels the browser's default
 * first thing in its `onSubmit`; a form with an explicit `action` is left alone) is cancelled here, after the app's
 * listeners had their turn, and sent again shortly (`requestSubmit`, every 50 ms for up to 5 s) until the app takes
 * it: the press is not lost, and never becomes a reload.
 *
 * Inline, first in the head (no request, and it runs before any form is parsed), allowed by its hash in the page's
 * Content-Security-Policy (`EARLY_GUARD_HASH`, server/security-headers.ts): no other inline script runs.
 */
export const EARLY_GUARD_SCRIPT =
  '(function(){var tries=new WeakMap();addEventListener(\'submit\',function(e){var f=e.target;' +
  "if(e.defaultPrevented||!(f instanceof HTMLFormElement)||f.hasAttribute('action')){tries.delete(f);return}" +
  'e.preventDefault();var n=tries.get(f)||0;if(n>=100)return;tries.set(f,n+1);var s=e.submitter;' +
  'setTimeout(function(){if(!f.isConnected)return;try{f.requestSubmit(s&&s.form===f?s:null)}catch(x){f.requestSubmit()}},50)})})();';

export const EARLY_GUARD_HASH = `'sha256-${createHash('sha256').update(EARLY_GUARD_SCRIPT).digest('base64')}'`;

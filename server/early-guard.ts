import { createHash } from 'node:crypto';

/**
 * A server-drawn page shows its forms before the app has taken them over (issue 14): the page hydrates after its
 * script arrives, and a block inside a Suspense boundary a moment after the rest. A form sent in that moment would
 * be the browser's own submission: a reload with what was typed (an e-mail, a message) in the address, and so in
 * logs and history. So a submission the app did not handle (every form of the app cancels the browser's default
 * first thing in its `onSubmit`; a form with an explicit `action` is left alone) is cancelled here, after the app's
 * listeners had their turn, and sent again shortly (`requestSubmit`, every 50 ms for up to 5 s) until the app takes
 * it: the press is not lost, and never becomes a reload. When React drew the form's part of the page anew instead
 * of taking it over (a part updated before it finished hydrating), the pressed form is gone: the press goes to the
 * form now at its place in `document.forms`, if it is the same form (as many fields; its button at the same place).
 *
 * Inline, first in the head (no request, and it runs before any form is parsed), allowed by its hash in the page's
 * Content-Security-Policy (`EARLY_GUARD_HASH`, server/security-headers.ts): no other inline script runs.
 */
export const EARLY_GUARD_SCRIPT =
  '(function(){var tries=new WeakMap(),at=function(l,x){return Array.prototype.indexOf.call(l,x)};' +
  "addEventListener('submit',function(e){var f=e.target;" +
  "if(e.defaultPrevented||!(f instanceof HTMLFormElement)||f.hasAttribute('action')){tries.delete(f);return}" +
  'e.preventDefault();var n=tries.get(f)||0;if(n>=100)return;var s=e.submitter,b=s&&s.form===f?at(f.elements,s):-1,' +
  'i=at(document.forms,f),k=f.elements.length;setTimeout(function(){var g=f.isConnected?f:document.forms[i];' +
  "if(!g||g.hasAttribute('action')||g.elements.length!==k)return;tries.set(g,n+1);var t=b>=0?g.elements[b]:null;" +
  'try{g.requestSubmit(t)}catch(x){g.requestSubmit()}},50)})})();';

export const EARLY_GUARD_HASH = `'sha256-${createHash('sha256').update(EARLY_GUARD_SCRIPT).digest('base64')}'`;

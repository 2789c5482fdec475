import { useEffect } from 'react';
import { CHAT_HASH_DELAY_MS, HASH_CLEAR_MS, SCROLL_RETRY_LIMIT_MS, SCROLL_RETRY_MS } from '@config/timing';
import { CHAT_SERVICE } from '../runtime/core-services';
import type { Runtime } from '../runtime/types';
import { hashAction } from './route-rules';

/**
 * Hash triggers (spec part 1 §2): `#sign-in` and friends open their popup route, `#chat` opens the
 * support chat after 1 s, `#sport…` leaves for the betting site; the hash is cleared after 1 s.
 * Other hashes scroll to their element, retrying every 200 ms for up to 5 s (content loads late).
 */
export function useHashTriggers(runtime: Runtime, hash: string, path: string) {
  useEffect(() => {
    const action = hashAction(hash);
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (!action) {
      if (hash.length > 1) return scrollToHash(hash.slice(1));
      return;
    }
    if (action.kind === 'route') runtime.navigate(action.path, { replace: false });
    if (action.kind === 'chat') timers.push(setTimeout(() => runtime.services.get(CHAT_SERVICE)?.open(), CHAT_HASH_DELAY_MS));
    if (action.kind === 'sport' && runtime.site.bettingUrl && runtime.country !== 'EE') {
      window.location.assign(action.section ? `${runtime.site.bettingUrl}/${encodeURIComponent(action.section)}` : runtime.site.bettingUrl);
      return;
    }
    timers.push(
      setTimeout(() => {
        if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
      }, HASH_CLEAR_MS),
    );
    return () => timers.forEach(clearTimeout);
  }, [runtime, hash, path]);
}

function scrollToHash(id: string): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const attempt = () => {
    const element = document.getElementById(decodeURIComponent(id));
    if (element) {
      // A hash matching an accordion input checks it (spec part 1 §2).
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) element.checked = true;
      element.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    if (Date.now() - started < SCROLL_RETRY_LIMIT_MS) timer = setTimeout(attempt, SCROLL_RETRY_MS);
  };
  attempt();
  return () => clearTimeout(timer);
}

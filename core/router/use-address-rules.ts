import { useEffect } from 'react';
import { HASH_CLEAR_MS, SCROLL_RETRY_LIMIT_MS, SCROLL_RETRY_MS } from '@config/timing';
import { pluginRuntimeOf } from '../runtime/plugin-runtime';
import type { Runtime } from '../runtime/types';
import { hashTrigger } from './route-rules';

/**
 * Hash triggers (spec part 1 §2) are what plugins declare (`hashTriggers` in their manifests: auth's
 * `#sign-in` opens its popup route, site-chrome's `#sport…` leaves for the betting site, a chat plugin's
 * `#chat` opens the chat); the core only matches and runs them, then clears the hash after 1 s.
 * Other hashes scroll to their element, retrying every 200 ms for up to 5 s (content loads late).
 */
export function useHashTriggers(runtime: Runtime, hash: string, path: string) {
  useEffect(() => {
    const fired = hashTrigger(hash, runtime.registry.hashTriggers);
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (!fired) {
      if (hash.length > 1) return scrollToHash(hash.slice(1));
      return;
    }
    const { trigger, rest } = fired;
    const run = () => {
      if (trigger.route) runtime.navigate(trigger.route, { replace: false });
      try {
        trigger.action?.(pluginRuntimeOf(runtime), rest);
      } catch (error) {
        runtime.log.error('PLUGIN_HOOK_ERROR', { plugin: (trigger as { pluginId?: string }).pluginId, error: String(error) });
      }
    };
    if (trigger.delayMs) timers.push(setTimeout(run, trigger.delayMs));
    else run();
    timers.push(
      setTimeout(() => {
        const now = runtime.navigation.current();
        if (now.hash) runtime.navigation.go(now.pathname + now.search, { replace: true, state: now.state });
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

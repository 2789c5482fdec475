import type { PluginRuntime } from '@core/index';
import type { AppStore } from '../store';
import { firstVisitUrls, type WorkerMessage } from './worker-messages';

/** How often an open tab asks for a new build besides navigations (a player may keep the lobby open for hours). */
const UPDATE_CHECK_MS = 30 * 60_000;

let registration: ServiceWorkerRegistration | null = null;

const tell = (worker: ServiceWorker | null | undefined, message: WorkerMessage) => worker?.postMessage(message);

/**
 * Registers `/sw.js` (after the first paint, by the plugin's boot tap) and watches for a new build: a new worker
 * that installs while an older one controls the page waits, and the store's `updateReady` brings up the reload
 * prompt. On the first visit the worker gets this visit's addresses to keep (worker-messages.ts).
 */
export async function registerWorker(runtime: PluginRuntime, store: AppStore): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const firstVisit = container.controller === null;
  try {
    // `updateViaCache: 'none'`: the worker script is always fetched from the network when the browser checks.
    registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  } catch (error) {
    runtime.log.warn('SW_REGISTER_ERROR', { message: String(error) });
    return;
  }
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const check = () => {
      if (worker.state === 'installed' && container.controller) store.updateReady = true;
    };
    check();
    worker.addEventListener('statechange', check);
  };
  watch(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration?.installing ?? null));
  setInterval(() => void registration?.update().catch(() => undefined), UPDATE_CHECK_MS);

  if (firstVisit) {
    const ready = await container.ready;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    tell(ready.active, { type: 'CACHE_URLS', urls: firstVisitUrls(location.href, runtime.href('/'), resources, location.origin) });
  }
}

/** The reload prompt's answer: the waiting worker takes over, then the page reloads once on the new build. */
export function applyUpdate(): void {
  const waiting = registration?.waiting;
  if (!waiting) {
    location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => location.reload(), { once: true });
  tell(waiting, { type: 'SKIP_WAITING' });
}

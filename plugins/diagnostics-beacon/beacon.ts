import { whenIdle, type PluginRuntime } from '@core/index';
import { networkReport, performanceReport } from './metrics';

/** What the reporter needs of the browser; tests hand in their own. */
export interface BeaconEnvironment {
  document: Pick<Document, 'readyState' | 'cookie'>;
  addLoadListener: (listener: () => void) => void;
  idle: (work: () => void) => void;
  timing: Pick<Performance, 'getEntriesByType'>;
  connection: { rtt?: number; downlink?: number; effectiveType?: string } | undefined;
  fetch: typeof fetch;
}

function browserEnvironment(): BeaconEnvironment {
  return {
    document,
    addLoadListener: (listener) => window.addEventListener('load', listener, { once: true }),
    idle: (work) => void whenIdle(work),
    timing: performance,
    connection: (navigator as Navigator & { connection?: BeaconEnvironment['connection'] }).connection,
    fetch: (...args) => fetch(...args),
  };
}

/** The platform's double-submit CSRF cookie, echoed on writes of a signed-in visitor (a guest has none). */
function csrfToken(cookie: string): string {
  const match = /(?:^|;\s*)csrf_token=([^;]*)/.exec(cookie);
  return match ? decodeURIComponent(match[1]!) : '';
}

/**
 * Best effort, like the core's `PUT /log`: `keepalive` so a report survives the visitor leaving, never retried,
 * never throwing. (`sendBeacon` cannot send a PUT, which the spec's calls are.)
 */
function send(env: BeaconEnvironment, path: string, body: unknown) {
  try {
    void env
      .fetch(path, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-CSRF-Token': csrfToken(env.document.cookie) },
        body: JSON.stringify(body),
        keepalive: true,
        credentials: 'same-origin',
      })
      .catch(() => undefined);
  } catch {
    // diagnostics must never break the page
  }
}

/** Page loads already reported (one runtime per load; a second call for one is ignored). */
const reported = new WeakSet<PluginRuntime>();

/** After the load event and once the browser is idle (the timing marks are final then), both reports, once. */
export function reportAfterLoad(runtime: PluginRuntime, env: BeaconEnvironment = browserEnvironment()) {
  if (reported.has(runtime)) return;
  reported.add(runtime);
  // The timing is the landing document's: name it by the address at boot (this runs right after the first paint).
  const page = runtime.navigation.current().pathname;
  const report = () =>
    env.idle(() => {
      const timing = performanceReport(page, env.timing);
      if (timing) send(env, '/performance', timing);
      const network = networkReport(env.connection);
      if (network) send(env, '/network-performance', network);
    });
  if (env.document.readyState === 'complete') report();
  else env.addLoadListener(report);
}

import { describe, expect, it } from 'vitest';
import { pluginRuntimeOf } from '@core/runtime/plugin-runtime';
import { networkPerformanceReportSchema, performanceReportSchema } from '../../../platform/modules/diagnostics/report-schemas';
import { createTestRuntime } from '../../../tests/harness/create-test-runtime';
import { reportAfterLoad, type BeaconEnvironment } from '../beacon';
import { networkReport, performanceReport } from '../metrics';
import { sampled } from '../sampling';

const timing = (entries: Record<string, object[]>) => ({ getEntriesByType: (type: string) => (entries[type] ?? []) as PerformanceEntryList });
const NAVIGATION = { responseStart: 120.4, domInteractive: 640, domContentLoadedEventEnd: 700, loadEventEnd: 1500.7, transferSize: 30_720 };

function environment(overrides: Partial<BeaconEnvironment> = {}) {
  const sent: { path: string; init: RequestInit }[] = [];
  const idle: (() => void)[] = [];
  const load: (() => void)[] = [];
  const env: BeaconEnvironment = {
    document: { readyState: 'complete', cookie: 'csrf_token=tok%3D; other=1' },
    addLoadListener: (listener) => load.push(listener),
    idle: (work) => idle.push(work),
    timing: timing({ navigation: [NAVIGATION], paint: [{ name: 'first-contentful-paint', startTime: 480 }] }),
    connection: { rtt: 50, downlink: 10, effectiveType: '4g' },
    fetch: (async (path: string, init: RequestInit) => {
      sent.push({ path, init });
      return new Response(null, { status: 204 });
    }) as typeof fetch,
    ...overrides,
  };
  return { env, sent, idle, load };
}

describe('diagnostics-beacon: what it measures', () => {
  it('reads page timing marks in whole milliseconds, in the shape the platform stores', () => {
    const report = performanceReport('/pokies', timing({ navigation: [NAVIGATION], paint: [{ name: 'first-contentful-paint', startTime: 480 }] }))!;
    expect(report).toEqual({ page: '/pokies', metrics: { ttfb: 120, domInteractive: 640, domContentLoaded: 700, load: 1501, fcp: 480, transferKb: 30 } });
    expect(performanceReportSchema.safeParse(report).success).toBe(true);
    // Nothing measured (an old browser): nothing to send.
    expect(performanceReport('/', timing({}))).toBeNull();
  });

  it('reads the Network Information API, dropping unknown types and absurd values; nothing without it', () => {
    const report = networkReport({ rtt: 50, downlink: 10, effectiveType: '4g' })!;
    expect(report).toEqual({ rtt: 50, downlink: 10, effectiveType: '4g' });
    expect(networkPerformanceReportSchema.safeParse(report).success).toBe(true);
    expect(networkReport({ rtt: -1, downlink: 3, effectiveType: '5g' })).toEqual({ rtt: null, downlink: 3, effectiveType: null });
    expect(networkReport(undefined)).toBeNull();
    expect(networkReport({})).toBeNull();
  });
});

describe('diagnostics-beacon: when it sends', () => {
  it('sends both reports once per page load, after load and idle, as keepalive PUTs with the CSRF echo', async () => {
    const { runtime } = await createTestRuntime({ plugins: [], url: '/live?token=secret' });
    const view = pluginRuntimeOf(runtime);
    const { env, sent, idle, load } = environment({ document: { readyState: 'loading', cookie: 'csrf_token=tok%3D' } });
    reportAfterLoad(view, env);
    expect(idle).toHaveLength(0);
    expect(sent).toHaveLength(0);
    load.forEach((listener) => listener());
    expect(sent).toHaveLength(0); // waits for idle time
    idle.forEach((work) => work());
    expect(sent.map((s) => [s.path, s.init.method, s.init.keepalive])).toEqual([
      ['/performance', 'PUT', true],
      ['/network-performance', 'PUT', true],
    ]);
    expect((sent[0]!.init.headers as Record<string, string>)['X-CSRF-Token']).toBe('tok=');
    // The path only: the query may carry tokens.
    expect(JSON.parse(sent[0]!.init.body as string).page).toBe('/live');
    reportAfterLoad(view, env);
    expect(idle).toHaveLength(1);
  });

  it('never throws into the page when the network fails, and skips the network report without the API', async () => {
    const { runtime } = await createTestRuntime({ plugins: [] });
    const failing = environment({ connection: undefined, fetch: (async () => Promise.reject(new TypeError('offline'))) as typeof fetch });
    reportAfterLoad(pluginRuntimeOf(runtime), failing.env);
    expect(() => failing.idle.forEach((work) => work())).not.toThrow();
  });

  it('samples: rate 0 never reports, rate 1 always, 10 % a tenth of draws', () => {
    expect(sampled(0, 0)).toBe(false);
    expect(sampled(1, 0.999)).toBe(true);
    expect(sampled(0.1, 0.05)).toBe(true);
    expect(sampled(0.1, 0.5)).toBe(false);
  });
});

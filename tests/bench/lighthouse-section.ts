import { demoGamePath } from './demo-game-path';
import { launchDebuggableChromium } from './debuggable-chromium';
import { runLighthouseOnce, type LighthouseSample, type LighthouseSettings } from './lighthouse-run';
import { checkTargets, LIGHTHOUSE_TARGETS, type LighthouseMedians, type TargetCheck } from './lighthouse-targets';
import { median } from './median';
import type { RestartableHost } from './restartable-host';
import { buildReferencePage } from './reference-page/build-reference-page';
import { serveReferencePage } from './reference-page/serve-reference-page';

export const REFERENCE_PAGE = 'reference (React lobby, 40 tiles)';

export interface LighthousePageReport {
  page: string;
  url: string;
  median: LighthouseMedians;
  /** This page's median over the reference page's median, measured in the same run. */
  ratio_to_reference: { fcp: number | null; lcp: number | null; tbt: number | null; js_transfer: number | null };
  targets: TargetCheck[];
  runs: (LighthouseSample | { error: string })[];
}

export interface LighthouseReport {
  runs_per_page: number;
  settings: LighthouseSettings | null;
  targets: typeof LIGHTHOUSE_TARGETS;
  pages: LighthousePageReport[];
}

const ratio = (value: number | null, floor: number | null) => (value === null || floor === null || floor === 0 ? null : Math.round((value / floor) * 100) / 100);

/**
 * Lighthouse on the host's pages (lobby, a category, a static page, a demo game) and on a minimal
 * React lobby built and served by the bench, `runs` times each. Rounds go page by page in turn, so a burst
 * of load from other work on the machine spreads over every page instead of hitting one.
 */
export async function runLighthouseSection(host: Pick<RestartableHost, 'url' | 'ensureRunning'>, runs = 3, log: (line: string) => void = console.log): Promise<LighthouseReport> {
  const reference = await serveReferencePage(await buildReferencePage());
  // URLs are resolved at each run: a restarted host has a new port.
  const pages: { page: string; url: () => string }[] = ['/', '/pokies', '/privacy-policy', await demoGamePath(host.url)].map((path) => ({
    page: path,
    url: () => new URL(path, host.url).toString(),
  }));
  pages.push({ page: REFERENCE_PAGE, url: () => reference.url });
  const chromium = await launchDebuggableChromium().catch(async (error: unknown) => {
    await reference.stop();
    throw error;
  });
  const samples = new Map<string, (LighthouseSample | { error: string })[]>(pages.map((p) => [p.page, []]));
  let settings: LighthouseSettings | null = null;
  try {
    for (let round = 1; round <= runs; round++) {
      for (const { page, url } of pages) {
        const started = Date.now();
        try {
          const result = await measureOnce(page, url, chromium.port, host);
          settings ??= result.settings;
          samples.get(page)!.push(result.sample);
          log(`  lighthouse ${round}/${runs} ${page}: score ${result.sample.performance}, LCP ${Math.round(result.sample.lcp_ms ?? NaN)} ms (${((Date.now() - started) / 1000).toFixed(0)} s)`);
        } catch (error) {
          // One failed run is reported as such; the page's medians come from the runs that worked.
          const message = error instanceof Error ? error.message : String(error);
          samples.get(page)!.push({ error: message });
          log(`  lighthouse ${round}/${runs} ${page}: failed: ${message}`);
        }
      }
    }
  } finally {
    await chromium.stop();
    await reference.stop();
  }

  const medians = new Map(pages.map((p) => [p.page, mediansOf(samples.get(p.page)!)]));
  const floor = medians.get(REFERENCE_PAGE)!;
  return {
    runs_per_page: runs,
    settings,
    targets: LIGHTHOUSE_TARGETS,
    pages: pages.map(({ page, url }) => {
      const m = medians.get(page)!;
      return {
        page,
        url: url(),
        median: m,
        ratio_to_reference: {
          fcp: ratio(m.fcp_ms, floor.fcp_ms),
          lcp: ratio(m.lcp_ms, floor.lcp_ms),
          tbt: ratio(m.tbt_ms, floor.tbt_ms),
          js_transfer: ratio(m.js_transfer_bytes, floor.js_transfer_bytes),
        },
        targets: checkTargets(page, m, floor.lcp_ms),
        runs: samples.get(page)!,
      };
    }),
  };
}

/**
 * One run. A run lost because the host was stopped from outside (it failed, or the host was gone right
 * after it and the numbers may describe an error page) is run once more on a fresh host.
 */
async function measureOnce(page: string, url: () => string, port: number, host: Pick<RestartableHost, 'ensureRunning'>) {
  const run = () => runLighthouseOnce(url(), port);
  if (page === REFERENCE_PAGE) return run();
  await host.ensureRunning();
  let result;
  try {
    result = await run();
  } catch (error) {
    if (await host.ensureRunning()) return run();
    throw error;
  }
  return (await host.ensureRunning()) ? run() : result;
}

function mediansOf(runs: (LighthouseSample | { error: string })[]): LighthouseMedians {
  const ok = runs.filter((r): r is LighthouseSample => !('error' in r));
  // Whole milliseconds and bytes; CLS keeps 4 decimals. The raw runs keep Lighthouse's full precision.
  const of = (key: keyof LighthouseMedians, decimals = 0) => {
    const value = median(ok.map((r) => r[key] ?? null));
    return value === null ? null : Math.round(value * 10 ** decimals) / 10 ** decimals;
  };
  return {
    performance: of('performance', 1),
    seo: of('seo', 1),
    fcp_ms: of('fcp_ms'),
    lcp_ms: of('lcp_ms'),
    tbt_ms: of('tbt_ms'),
    cls: of('cls', 4),
    js_transfer_bytes: of('js_transfer_bytes'),
    js_requests: of('js_requests', 1),
    total_transfer_bytes: of('total_transfer_bytes'),
    benchmark_index: of('benchmark_index'),
  };
}

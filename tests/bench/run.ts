import { execSync } from 'node:child_process';
import { sectionsFromArgs, type BenchSection } from './bench-args';
import { writeBenchReport } from './bench-report';
import { measureCashboxOpen, type CashboxOpenResult } from './cashbox-open';
import { launchChromium, measureRoute, type RouteWeight } from './client-weight';
import { printWeightTable } from './client-weight-table';
import { runLighthouseSection, type LighthouseReport } from './lighthouse-section';
import { printLighthouseTable } from './lighthouse-table';
import { startRestartableHost } from './restartable-host';
import { startHost } from '../e2e/host-process';
import { runPlatformLoad, type PlatformLoadRow } from './platform-load';
import { measureScroll, type ScrollResult } from './scroll-smoothness';
import { runServerRender, type ServerRenderRow } from './server-render';
import { BENCH_COLLECTION, seedBenchCategory } from './seed-bench-category';

/**
 * `npm run bench`: a report with numbers, not pass/fail (these machines are shared and noisy).
 * Budgets are printed next to the numbers so a reader sees the margin.
 * `-- --only=lighthouse` (or weight, cashbox, scroll, load, comma-separated) runs only those sections; `--no-load` skips the load test.
 */
const BUDGET_INITIAL_JS_WIRE = { '/': 125 * 1024, '/pokies': 150 * 1024 };
/** The element a guest waits for on each measured route: the first game tile, not just the shell. */
const READY_SELECTOR: Record<string, string> = { '/': '[data-testid="game-tile"]', '/pokies': '[data-testid="game-tile"]' };

// Ctrl+C or a kill still runs the 'exit' handlers, which stop the Chromium Lighthouse drives.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

async function main() {
  const { sections, partial } = sectionsFromArgs(process.argv.slice(2));
  const started = Date.now();
  // The client and its server renderer (guest pages arrive drawn: the render and Lighthouse numbers need both).
  execSync('npx rsbuild build && npx rsbuild build -c rsbuild.render.config.ts', { stdio: 'ignore' });
  const buildMs = Date.now() - started;

  const host = await startRestartableHost();
  const browser = sections.has('weight') || sections.has('scroll') || sections.has('cashbox') ? await launchChromium() : null;
  // A section that breaks (a half-finished change elsewhere, a host stopped from outside) is reported and
  // the others still run: one report with a hole beats no report.
  const errors: Partial<Record<BenchSection, string>> = {};
  const attempt = async <T>(section: BenchSection, measure: () => Promise<T>): Promise<T | null> => {
    if (!sections.has(section)) return null;
    try {
      return await measure();
    } catch (error) {
      errors[section] = error instanceof Error ? error.message : String(error);
      console.error(`bench section "${section}" failed: ${errors[section]}`);
      return null;
    }
  };
  let cashbox: CashboxOpenResult | null = null;
  let weights: RouteWeight[] | null, lighthouse: LighthouseReport | null, scroll: ScrollResult[] | null, load: PlatformLoadRow[] | null;
  let render: ServerRenderRow[] | null = null;
  try {
    // First, before the scroll test seeds its 5,000-game category: the guest pages as the host sends them.
    render = await attempt('render', async () => {
      await host.ensureRunning();
      const shipped = await runServerRender(host.url, { durationSec: 10 });
      // Beside it, the renderer's own cost: a host that draws every request.
      const drawing = await startHost({ GUEST_PAGE_CACHE_SECONDS: '0' });
      try {
        return [...shipped, ...(await runServerRender(drawing.url, { durationSec: 5, cache: 'off' }))];
      } finally {
        await drawing.stop();
      }
    });
    weights = await attempt('weight', async () => {
      await host.ensureRunning();
      const measured: RouteWeight[] = [];
      for (const route of ['/', '/pokies']) measured.push(await measureRoute(browser!, host.url, route, READY_SELECTOR[route]));
      return measured;
    });
    cashbox = await attempt('cashbox', async () => {
      await host.ensureRunning();
      return measureCashboxOpen(browser!, host.url);
    });
    // Lighthouse runs before the scroll test seeds its 5,000-game category into the lobby.
    lighthouse = await attempt('lighthouse', () => runLighthouseSection(host));
    scroll = await attempt('scroll', async () => {
      await host.ensureRunning();
      seedBenchCategory(host.dataDir, 5000);
      const measured: ScrollResult[] = [];
      for (const blockPreviews of [false, true]) {
        measured.push(await measureScroll(browser!, host.url, `/games/${BENCH_COLLECTION}`, 5000, { blockPreviews }));
      }
      return measured;
    });
    load = await attempt('load', async () => {
      await host.ensureRunning();
      return runPlatformLoad(host.url, { durationSec: 10 });
    });
  } finally {
    await browser?.close();
    await host.stop();
  }

  console.log(`\nBuild time: ${(buildMs / 1000).toFixed(1)} s`);
  if (weights) printWeightTable(weights, BUDGET_INITIAL_JS_WIRE);
  if (cashbox) {
    console.log('\nCashier on a phone (CPU slowed 4×), signed in: deposit button → first payment method can be chosen (median):');
    console.table([cashbox]);
  }
  if (lighthouse) printLighthouseTable(lighthouse);
  if (scroll) {
    console.log('\nCategory of 5,000 games on a phone viewport, CPU slowed 4×, scrolled for up to 60 s:');
    console.table(scroll);
  }
  if (load) console.table(load);
  if (render) {
    console.log('\nGuest pages as the host sends them (HTML with head tags), 20 connections, 10 s each:');
    console.table(render);
  }

  // Only what was measured goes in; a failed section keeps its previous numbers in a partial run.
  const report: Partial<Record<BenchSection, Record<string, unknown>>> = {};
  if (weights) report.weight = { initial_assets: weights, budgets_js_wire: BUDGET_INITIAL_JS_WIRE };
  if (cashbox) report.cashbox = { cashbox_open: cashbox };
  if (lighthouse) report.lighthouse = { lighthouse };
  if (scroll) report.scroll = { category_scroll: scroll };
  if (load) report.load = { platform_load: load };
  if (render) report.render = { server_render: render };
  if (host.restarts) console.warn(`The host was stopped from outside and restarted ${host.restarts}× during the bench.`);
  writeBenchReport({ build_ms: buildMs, section_errors: errors, host_restarts: host.restarts }, report, partial);
}

void main();

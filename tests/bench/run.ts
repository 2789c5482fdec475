import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { startHost } from '../e2e/host-process';
import { launchChromium, measureRoute, type RouteWeight } from './client-weight';
import { runPlatformLoad, type PlatformLoadRow } from './platform-load';
import { measureScroll, type ScrollResult } from './scroll-smoothness';
import { BENCH_COLLECTION, seedBenchCategory } from './seed-bench-category';

/**
 * `npm run bench`: a report with numbers, not pass/fail (these machines are shared and noisy).
 * Budgets are printed next to the numbers so a reader sees the margin.
 */
const BUDGET_INITIAL_JS_GZIP = { '/': 125 * 1024, '/pokies': 150 * 1024 };
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const started = Date.now();
  execSync('npx rsbuild build', { stdio: 'ignore' });
  const buildMs = Date.now() - started;

  const host = await startHost();
  const browser = await launchChromium();
  const weights: RouteWeight[] = [];
  let load: PlatformLoadRow[] = [];
  const scroll: ScrollResult[] = [];
  try {
    for (const route of ['/', '/pokies']) weights.push(await measureRoute(browser, host.url, route));
    seedBenchCategory(host.dataDir, 5000);
    for (const blockPreviews of [false, true]) {
      scroll.push(await measureScroll(browser, host.url, `/games/${BENCH_COLLECTION}`, 5000, { blockPreviews }));
    }
    if (!process.argv.includes('--no-load')) load = await runPlatformLoad(host.url, { durationSec: 10 });
  } finally {
    await browser.close();
    await host.stop();
  }

  console.log(`\nBuild time: ${(buildMs / 1000).toFixed(1)} s\n`);
  console.table(
    weights.map((w) => ({
      route: w.route,
      'JS raw': kb(w.js_raw),
      'JS gzip': kb(w.js_gzip),
      'CSS raw': kb(w.css_raw),
      'CSS gzip': kb(w.css_gzip),
      requests: w.requests,
      'JS budget': w.route in BUDGET_INITIAL_JS_GZIP ? kb(BUDGET_INITIAL_JS_GZIP[w.route as keyof typeof BUDGET_INITIAL_JS_GZIP]) : '-',
    })),
  );
  if (scroll.length) {
    console.log('\nCategory of 5,000 games on a phone viewport, CPU slowed 4×, scrolled for up to 60 s:');
    console.table(scroll);
  }
  if (load.length) console.table(load);
  mkdirSync('reports', { recursive: true });
  writeFileSync(
    'reports/bench.json',
    JSON.stringify({ at: new Date().toISOString(), build_ms: buildMs, initial_assets: weights, budgets_js_gzip: BUDGET_INITIAL_JS_GZIP, category_scroll: scroll, platform_load: load }, null, 2),
  );
  console.log('Written to reports/bench.json');
}

void main();

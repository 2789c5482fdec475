import type { Browser } from '@playwright/test';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface CashboxOpenResult {
  /** The cashbox's own chunks as built (entry = wiring, lazy = every screen), gzip-compressed. */
  entry_chunk_gzip_bytes: number;
  lazy_chunk_gzip_bytes: number;
  /**
   * Scripts the browser fetched between the deposit button and the usable form (the lazy chunk may already be
   * there: a signed-in player's idle time loads it for the cancelled-deposit check).
   */
  scripts: number;
  /** Their size gzip-compressed (the `.gz` beside each built file): what a phone without brotli downloads. */
  js_gzip_bytes: number;
  js_raw_bytes: number;
  /** Deposit button pressed → the first payment method can be chosen, CPU slowed 4×, phone viewport. */
  open_to_interactive_ms: number;
  runs: number;
}

const CLIENT_DIR = fileURLToPath(new URL('../../dist/client', import.meta.url));

/**
 * Signs the demo player in, opens the lobby on a phone profile (CPU slowed 4×), presses the header's deposit
 * button and waits until a payment method can be chosen: the time a player waits for the cashier, and the
 * scripts that costs (the cashbox's lazy chunks). Median of `runs` visits, each in a fresh context.
 */
export async function measureCashboxOpen(browser: Browser, baseUrl: string, runs = 3): Promise<CashboxOpenResult> {
  const samples: { ms: number; urls: string[] }[] = [];
  for (let run = 0; run < runs; run += 1) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const answer = await page.request.post('/api/users/sign_in', {
      data: { user: { email: 'demo@croupier.dev', password: 'Demo12345' } },
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
    });
    if (!answer.ok()) throw new Error(`demo sign-in answered ${answer.status()}`);
    await page.goto('/');
    const deposit = page.getByRole('link', { name: /deposit/i }).first();
    await deposit.waitFor();
    // The lobby settles first, so only what the cashier needs is counted.
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') urls.push(new URL(request.url()).pathname);
    });
    const started = Date.now();
    await deposit.tap();
    await page.getByTestId('method').first().locator('input').waitFor({ state: 'attached' });
    await page.getByTestId('method').first().waitFor({ state: 'visible' });
    samples.push({ ms: Date.now() - started, urls });
    await context.close();
  }
  samples.sort((a, b) => a.ms - b.ms);
  const median = samples[Math.floor(samples.length / 2)]!;
  const sizes = median.urls.map((url) => fileSizes(url));
  return {
    entry_chunk_gzip_bytes: builtChunkGzip('plugin-cashbox-index-ts.'),
    lazy_chunk_gzip_bytes: builtChunkGzip('lazy-cashbox.'),
    scripts: median.urls.length,
    js_gzip_bytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
    js_raw_bytes: sizes.reduce((sum, s) => sum + s.raw, 0),
    open_to_interactive_ms: median.ms,
    runs,
  };
}

function builtChunkGzip(prefix: string): number {
  const dir = join(CLIENT_DIR, 'static/js/async');
  const file = existsSync(dir) ? readdirSync(dir).find((name) => name.startsWith(prefix) && name.endsWith('.js.gz')) : undefined;
  return file ? statSync(join(dir, file)).size : 0;
}

function fileSizes(urlPath: string): { raw: number; gzip: number } {
  const file = join(CLIENT_DIR, urlPath);
  const raw = existsSync(file) ? statSync(file).size : 0;
  const gzip = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : raw;
  return { raw, gzip };
}

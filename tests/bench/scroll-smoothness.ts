import type { Browser } from '@playwright/test';

export interface ScrollResult {
  route: string;
  previews: 'demo SVG' | 'blocked';
  first_tile_ms: number;
  tiles_loaded: number;
  scroll_ms: number;
  frames: number;
  frames_over_50ms: number;
  dom_tiles_max: number;
}

/**
 * Opens a category on a phone viewport with the CPU slowed 4× (a cheap phone), then scrolls to the end
 * until `target` games are loaded, counting animation frames longer than 50 ms and the most tiles that
 * were ever in the DOM at once (virtualisation keeps it small).
 */
export async function measureScroll(
  browser: Browser,
  baseUrl: string,
  route: string,
  target: number,
  options: { timeLimitMs?: number; blockPreviews?: boolean } = {},
): Promise<ScrollResult> {
  const timeLimitMs = options.timeLimitMs ?? 60_000;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  // Chrome rasterises SVG images on the main thread; the demo previews are SVG, real provider art is
  // bitmaps decoded off-thread. Blocking them measures the grid's own cost.
  if (options.blockPreviews) await page.route('**/previews/**', (r) => r.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Games loaded so far, from the platform's answers (infinite scroll fetches page after page).
  let loaded = 0;
  let total = 0;
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/games_filter')) return;
    try {
      const body = (await response.json()) as { data: unknown[]; pagination: { total_count: number } };
      loaded += body.data.length;
      total = body.pagination.total_count;
    } catch {
      // a failed page is simply not counted
    }
  });
  const started = Date.now();
  await page.goto(new URL(route, baseUrl).toString());
  await page.locator('[role="list"] a, [role="list"] [role="listitem"]').first().waitFor();
  const firstTileMs = Date.now() - started;
  // A string, not a function: the TypeScript runner would wrap a function with helpers the page lacks.
  await page.evaluate(`(() => {
    window.__frames = [];
    window.__maxTiles = 0;
    let last = performance.now();
    const tick = (now) => {
      window.__frames.push(now - last);
      last = now;
      window.__maxTiles = Math.max(window.__maxTiles, document.querySelectorAll('[role="listitem"]').length);
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  })()`);
  const scrollStart = Date.now();
  while (Date.now() - scrollStart < timeLimitMs && loaded < Math.min(target, total || target)) {
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(30);
  }
  const stats = (await page.evaluate(
    '({ frames: window.__frames.length, long: window.__frames.filter((f) => f > 50).length, maxTiles: window.__maxTiles })',
  )) as { frames: number; long: number; maxTiles: number };
  await context.close();
  return {
    route,
    previews: options.blockPreviews ? 'blocked' : 'demo SVG',
    first_tile_ms: firstTileMs,
    tiles_loaded: loaded,
    scroll_ms: Date.now() - scrollStart,
    frames: stats.frames,
    frames_over_50ms: stats.long,
    dom_tiles_max: stats.maxTiles,
  };
}

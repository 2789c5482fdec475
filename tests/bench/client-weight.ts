import { chromium, type Browser } from '@playwright/test';
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

export interface RouteWeight {
  route: string;
  js_raw: number;
  js_gzip: number;
  css_raw: number;
  css_gzip: number;
  requests: number;
}

export async function launchChromium(): Promise<Browser> {
  let bundled = false;
  try {
    bundled = existsSync(chromium.executablePath());
  } catch {
    bundled = false;
  }
  return chromium.launch(
    bundled
      ? {}
      : {
          executablePath: '/usr/bin/chromium',
          args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
        },
  );
}

/**
 * What a guest's browser downloads for a route until the page settles: every JS and CSS response body,
 * raw and gzip-compressed (level 9, as a CDN would serve it). Measured, not guessed from the build.
 */
export async function measureRoute(browser: Browser, baseUrl: string, route: string, readySelector = 'main'): Promise<RouteWeight> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  const bodies: { type: 'js' | 'css'; body: Buffer }[] = [];
  page.on('response', async (response) => {
    const url = response.url();
    const type = url.endsWith('.js') ? 'js' : url.endsWith('.css') ? 'css' : null;
    if (!type) return;
    try {
      bodies.push({ type, body: await response.body() });
    } catch {
      // aborted navigations have no body
    }
  });
  await page.goto(new URL(route, baseUrl).toString(), { waitUntil: 'networkidle' });
  await page.waitForSelector(readySelector);
  await context.close();
  const sum = (type: 'js' | 'css', gzip: boolean) =>
    bodies.filter((b) => b.type === type).reduce((total, b) => total + (gzip ? gzipSync(b.body, { level: 9 }).length : b.body.length), 0);
  return { route, js_raw: sum('js', false), js_gzip: sum('js', true), css_raw: sum('css', false), css_gzip: sum('css', true), requests: bodies.length };
}

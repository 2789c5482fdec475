import { chromium, type Browser, type Request } from '@playwright/test';
import { existsSync } from 'node:fs';

export type AssetKind = 'html' | 'js' | 'css' | 'json';

/** One HTML, JS, CSS or JSON response as it came over the wire. */
export interface AssetResponse {
  url: string;
  kind: AssetKind;
  status: number;
  /** The response's Content-Encoding; "identity" when the host sent it uncompressed. */
  content_encoding: string;
  /** Response body bytes as transferred (compressed if the host compressed). */
  encoded_body_bytes: number;
  response_header_bytes: number;
  /** Decoded body bytes: what the browser parses. */
  raw_bytes: number;
  /** Requested before the route's ready element was on screen. */
  before_ready: boolean;
}

export interface RouteWeight {
  route: string;
  /** The Accept-Encoding the browser sent for the page, so the encodings below can be read against it. */
  accept_encoding: string;
  /** Bytes on the wire: encoded bodies plus response headers (Lighthouse's "transfer size"). */
  js_wire: number;
  js_raw: number;
  css_wire: number;
  css_raw: number;
  json_wire: number;
  json_raw: number;
  scripts_before_ready: number;
  scripts_total: number;
  ready_ms: number;
  /** Every request of the visit, of any kind (images, fonts, API calls included). */
  requests: number;
  html_wire: number;
  html_raw: number;
  /** How many HTML/JS/CSS/JSON responses came with each Content-Encoding, e.g. { br: 14, identity: 2 }. */
  encodings: Record<string, number>;
  responses: AssetResponse[];
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

function kindOf(request: Request, contentType: string): AssetKind | null {
  const type = request.resourceType();
  if (type === 'document') return 'html';
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  return /[/+]json\b/.test(contentType) ? 'json' : null;
}

/**
 * What a guest's browser downloads for a route, measured as the host serves it: the browser's own
 * Accept-Encoding, bytes on the wire from Chromium's network stack, the Content-Encoding of every
 * HTML/JS/CSS/JSON response and the decoded sizes. Nothing is compressed here: a host that sends plain
 * JS shows up as plain JS. Scripts requested before `readySelector` appears are the boot chain.
 */
export async function measureRoute(browser: Browser, baseUrl: string, route: string, readySelector = 'main'): Promise<RouteWeight> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  let ready = false;
  let requests = 0;
  const requestedBeforeReady = new Set<Request>();
  const pending: Promise<AssetResponse | null>[] = [];
  page.on('request', (request) => {
    requests++;
    if (!ready) requestedBeforeReady.add(request);
  });
  page.on('requestfinished', (request) => {
    pending.push(describe(request, requestedBeforeReady.has(request)));
  });

  const started = Date.now();
  const navigation = await page.goto(new URL(route, baseUrl).toString());
  await page.waitForSelector(readySelector);
  ready = true;
  const readyMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  const acceptEncoding = (await navigation?.request().allHeaders())?.['accept-encoding'] ?? '(none)';
  const responses = (await Promise.all(pending)).filter((r): r is AssetResponse => r !== null);
  await context.close();

  const sum = (kind: AssetKind, key: 'wire' | 'raw') =>
    responses.filter((r) => r.kind === kind).reduce((total, r) => total + (key === 'raw' ? r.raw_bytes : r.encoded_body_bytes + r.response_header_bytes), 0);
  const encodings: Record<string, number> = {};
  for (const r of responses) encodings[r.content_encoding] = (encodings[r.content_encoding] ?? 0) + 1;
  const scripts = responses.filter((r) => r.kind === 'js');
  return {
    route,
    accept_encoding: acceptEncoding,
    js_wire: sum('js', 'wire'),
    js_raw: sum('js', 'raw'),
    css_wire: sum('css', 'wire'),
    css_raw: sum('css', 'raw'),
    json_wire: sum('json', 'wire'),
    json_raw: sum('json', 'raw'),
    html_wire: sum('html', 'wire'),
    html_raw: sum('html', 'raw'),
    scripts_before_ready: scripts.filter((r) => r.before_ready).length,
    scripts_total: scripts.length,
    ready_ms: readyMs,
    requests,
    encodings,
    responses,
  };
}

async function describe(request: Request, beforeReady: boolean): Promise<AssetResponse | null> {
  try {
    const response = await request.response();
    if (!response) return null;
    const headers = await response.allHeaders();
    const kind = kindOf(request, headers['content-type'] ?? '');
    if (!kind) return null;
    // sizes() comes from Chromium's encodedDataLength: the bytes that actually crossed the socket.
    const sizes = await request.sizes();
    return {
      url: request.url(),
      kind,
      status: response.status(),
      content_encoding: headers['content-encoding'] ?? 'identity',
      encoded_body_bytes: sizes.responseBodySize,
      response_header_bytes: sizes.responseHeadersSize,
      raw_bytes: (await response.body()).length,
      before_ready: beforeReady,
    };
  } catch {
    // a request aborted by a navigation has no response to measure
    return null;
  }
}

import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Device } from '../schemas/wire/games';
import type { RenderRequest, RenderedPage } from '../core/server-render/render-page';
import type { PlatformConnection } from './platform-connection';
import { PlatformCallError, platformGet } from './platform-get';
import { renderBundleDir } from './render-bundle-dir';

/** What the render bundle exports (`core/server-render/render-page.tsx`, built by `rsbuild.render.config.ts`). */
interface RenderModule {
  renderPage(request: RenderRequest): Promise<RenderedPage>;
  provideCmsWindow(window: Window & typeof globalThis): void;
}

/**
 * CMS pages are sanitised in a DOM (DOMPurify): on the server, jsdom's (DOMPurify's supported server-side DOM), made
 * once per loaded bundle. Loaded from the host's packages, so the bundle need not find them wherever it is built.
 */
async function withCmsDom(module: RenderModule): Promise<RenderModule> {
  const { JSDOM } = await import('jsdom');
  module.provideCmsWindow(new JSDOM('').window as unknown as Window & typeof globalThis);
  return module;
}

/**
 * The server renderer of a client build, loaded on first use and again when a new build replaces it; `null` while
 * there is none (a build without it, or a development host): pages are then the browser's to draw.
 */
export function renderModuleReader(clientDir: string): () => Promise<RenderModule | null> {
  const dir = renderBundleDir(clientDir);
  let loaded: { stamp: string; module: Promise<RenderModule | null> } | null = null;
  return () => {
    const entry = findEntry(dir);
    if (!entry) return Promise.resolve(null);
    const stamp = `${entry}:${statSync(entry).mtimeMs}`;
    if (loaded?.stamp !== stamp) {
      // A new URL per build: chunk names carry content hashes, so a rebuilt chunk is a new module too.
      const module = import(`${pathToFileURL(entry).href}?v=${encodeURIComponent(stamp)}`).then(
        (m: RenderModule) => withCmsDom(m),
        (error: unknown) => {
          console.warn(JSON.stringify({ level: 'warn', code: 'SSR_BUNDLE_FAILED', error: String(error) }));
          return null;
        },
      );
      loaded = { stamp, module };
    }
    return loaded.module;
  };
}

/** Which render bundle is on disk (its file's time): pages the guest page cache keeps are those of one bundle. */
export function renderBundleStamp(clientDir: string): string {
  const entry = findEntry(renderBundleDir(clientDir));
  return entry ? String(statSync(entry).mtimeMs) : 'none';
}

function findEntry(dir: string): string | null {
  const file = join(dir, 'render.js');
  return existsSync(file) ? file : null;
}

/** Guesses the catalogue's device from the request, as the browser would from its screen (`currentDevice`). */
export function requestDevice(headers: Record<string, string | string[] | undefined>): Device {
  if (headers['sec-ch-ua-mobile'] === '?1') return 'mobile';
  const agent = typeof headers['user-agent'] === 'string' ? headers['user-agent'] : '';
  return /Mobi|Android|iPhone|iPod|IEMobile|Opera Mini|webOS|BlackBerry/i.test(agent) ? 'mobile' : 'desktop';
}

/** Headers of the renderer's own calls that the platform reads (the locale of localised fe-configs, content type). */
const CALL_HEADERS = ['accept', 'content-type', 'locale', 'x-requested-with'];

/**
 * `fetch` for a server render: each call goes to the platform for this visitor (their host, country and guest
 * cookies in `visitor`) through `platformGet` (8 s, one attempt); `local` answers what the host serves itself (the
 * messages file). Calls that failed are kept in `failures`, so the fallback's log names the cause.
 */
export function renderFetch(
  platform: PlatformConnection,
  visitor: Record<string, string>,
  timeoutMs: number,
  local: (path: string) => Promise<unknown> | null,
  failures: PlatformCallError[],
): typeof fetch {
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    const own = local(path);
    if (own) return Response.json(await own);
    if (request.method !== 'GET' && request.method !== 'POST') return Response.json({ error: 'read_only' }, { status: 405 });
    const headers = { ...visitor };
    for (const name of CALL_HEADERS) {
      const value = request.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const post = request.method === 'POST' ? { body: await request.json().catch(() => null) } : undefined;
    try {
      return Response.json(await platformGet(platform, path, headers, { timeoutMs, post }));
    } catch (error) {
      if (error instanceof PlatformCallError) {
        failures.push(error);
        // A refusal is an answer the page may show (a page the CMS does not have); a timeout or network failure is not.
        if (error.reason === 'status' && error.status !== undefined) return Response.json(null, { status: error.status });
      }
      throw error;
    }
  };
}

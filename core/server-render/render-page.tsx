// The host gives the renderer a DOM to sanitise CMS pages in (jsdom, from its own packages) once it is loaded.
export { provideCmsWindow } from '../cms/cms-window';
import type { Locale } from '@config/locales';
import type { BootData } from '@schemas/boot';
import type { Device } from '@schemas/wire/games';
import { pluginCatalog } from '../../plugins/index';
import { recordingBook } from '../api/answer-book';
import { drawApp } from './draw-app';
import type { LogEntry } from '../log/logger';
import { preloadRoutePage } from '../router/preload-route';
import { splitLocale } from '../router/locale-path';
import { createRuntime } from '../runtime/create-runtime';
import { memoryNavigation } from '../runtime/navigation';
import { preloadFirstPaintSlots } from '../shell/first-paint-slots';
import type { PageSeo } from '../seo/head-tags';

/** One guest page to draw: everything comes from the request (DESIGN §10), nothing from the module. */
export interface RenderRequest {
  /** The page's boot data as the host sends it (site, plugin heads, deferred plugins). */
  boot: BootData;
  locale: Locale;
  /** Path and query as the router sees them (without the `/guest` base). */
  url: string;
  /** The page's origin (`https://brand.casino`): the API client's base. */
  origin: string;
  /** Calls to the platform for this visitor (its host, country, cookies), bounded by the server's 8 s. */
  fetch: typeof fetch;
  timeoutMs: number;
  device: Device;
  userAgent: string;
  /** The request's `Cookie` header: what the visitor answered before (the cookie notice) draws the same on both sides. */
  cookies: string;
  /** Where the render's log entries go (the host's log). */
  log: (entry: LogEntry) => void;
}

/** The drawn page: the root's HTML, what the browser hydrates it with (boot data `rendered`) and the head it states. */
export interface RenderedPage {
  html: string;
  rendered: NonNullable<BootData['rendered']>;
  /** What the page's `useDocumentHead` stated while drawn (title, description, Open Graph): the host's HTML head says the same. */
  head: PageSeo | null;
  /** The drawn page is the not-found page (`runtime.drawnNotFound`). */
  notFound: boolean;
}

/** A render that failed: the host answers the client-rendered page instead and logs why (`SSR_FALLBACK`). */
export class RenderFailure extends Error {
  override name = 'RenderFailure';
}

/**
 * Draws a guest page on the server (issue 14): a runtime for this request only (site, locale, address, the
 * visitor's platform calls), booted as the browser boots it (the same plugins, the same first-paint preloads), then
 * React 19's server renderer, which waits until every Suspense boundary has its data (`useLoaded`). Whatever a
 * block read while rendering, and the answers of the boot's reads, go with the page so the browser hydrates the
 * same markup without asking again.
 *
 * Guests only: a signed-in visitor's page (balances, the profile, the cashbox) stays the browser's to draw; the
 * host never calls this with a session.
 */
export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const at = Date.now();
  // The messages file is the browser's own (preloaded with the page, cached): not carried twice.
  const answers = recordingBook((key) => key.startsWith('GET /messages/'));
  const runtime = await createRuntime(
    {
      boot: request.boot,
      locale: request.locale,
      baseUrl: request.origin,
      navigation: memoryNavigation(request.url),
      storage: null,
      fetch: request.fetch,
      sendLog: request.log,
      maybeSignedIn: () => false,
      device: request.device,
      userAgent: request.userAgent,
      cookies: request.cookies,
      answers,
      rendered: { loaded: {}, at },
      server: { timeoutMs: request.timeoutMs },
    },
    pluginCatalog(request.boot.plugins),
  );
  answers.stop();
  const defaultLocale = request.boot.site.defaultLocale as Locale;
  const { path } = splitLocale(request.url.split(/[?#]/)[0] ?? '/', request.boot.site.locales, defaultLocale);
  await Promise.all([preloadFirstPaintSlots(runtime), preloadRoutePage(runtime, path)]);

  let failure: unknown = null;
  // A block that failed on the server (a platform call, a render error) would be drawn by the browser alone: the
  // page is not what the visitor would see, so the host falls back to the client-rendered page.
  const onError = (error: unknown) => {
    failure ??= error;
  };
  const html = await drawApp(runtime, onError);
  if (failure) throw new RenderFailure(failure instanceof Error ? failure.message : String(failure), { cause: failure });
  return { html, rendered: { at, device: request.device, loaded: runtime.loaded.snapshot(), ...failedOf(runtime.loaded.failedKeys()), answers: answers.entries() }, head: runtime.drawnHead, notFound: runtime.drawnNotFound };
}

/** The keys of reads that failed and drew their block's state instead, when there are any (most pages: none). */
const failedOf = (keys: string[]) => (keys.length > 0 ? { failed: keys } : {});

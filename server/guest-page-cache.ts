import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { BROTLI_PAGE_QUALITY, GZIP_PAGE_LEVEL } from './compression';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export type PageEncoding = 'br' | 'gzip' | 'identity';

/** A page as the host answers it: its status, its HTML, and that HTML compressed once per encoding asked for. */
export interface CachedPage {
  status: number;
  html: string;
  encoded(encoding: PageEncoding): Promise<Buffer>;
}

/** What building a page gave: the page, and whether it may be shared (a page drawn for a guest, not a fallback). */
export interface BuiltPage {
  status: number;
  html: string;
  shareable: boolean;
}

export interface GuestPageCacheOptions {
  /** How long a page is answered as it is. */
  freshMs: number;
  /** How much longer it is still answered while one request draws it again in the background. */
  staleMs: number;
  /** Pages kept at most; the least recently used goes first. */
  maxEntries: number;
  now?: () => number;
}

/**
 * A guest page is answered as drawn for 10 s, then for a minute more while it is drawn again behind the answer:
 * what changes on the platform (a banner, a jackpot's amount, a switched-on feature) reaches new visitors within
 * seconds, and the browser's own reads take over after the first paint anyway.
 */
export const GUEST_PAGE_CACHE: GuestPageCacheOptions = { freshMs: 10_000, staleMs: 60_000, maxEntries: 2_000 };

/**
 * Issue 14's speed target: a guest page is drawn once per key and a few seconds, not once per request. Drawing `/`
 * costs tens of milliseconds of CPU (React over the lobby's rows, the platform's answers parsed at the edge), so at
 * twenty concurrent visitors the page queued for seconds; a cache hit costs a map lookup and a write.
 *
 * The key holds every input of a guest page (`guestPageKey`), so a page reaches only visitors it would have been
 * drawn the same for. Fresh for `freshMs`; then stale-while-revalidate: the kept page is answered at once and one
 * request draws it again (a visitor never waits for a redraw of a page that exists). Concurrent misses of one key
 * wait for the same drawing. A page that was not drawn (the browser's to draw: a fallback, a failure) is not kept,
 * so the next request tries again. Per host app and client build, never across them.
 */
export function createGuestPageCache(options: GuestPageCacheOptions) {
  const now = options.now ?? Date.now;
  const kept = new Map<string, { page: CachedPage; at: number }>();
  const drawing = new Map<string, Promise<CachedPage>>();

  const keep = (key: string, page: CachedPage) => {
    kept.delete(key);
    kept.set(key, { page, at: now() });
    while (kept.size > options.maxEntries) kept.delete(kept.keys().next().value!);
  };

  const draw = (key: string, build: () => Promise<BuiltPage>): Promise<CachedPage> => {
    const pending = drawing.get(key);
    if (pending) return pending;
    const promise = build()
      .then((built) => {
        const page = cachedPage(built.status, built.html);
        if (built.shareable) keep(key, page);
        return page;
      })
      .finally(() => drawing.delete(key));
    drawing.set(key, promise);
    return promise;
  };

  return {
    /** The page of `key`: kept, or drawn by `build` (once for all who ask meanwhile). */
    async read(key: string, build: () => Promise<BuiltPage>): Promise<CachedPage> {
      const entry = kept.get(key);
      const age = entry ? now() - entry.at : Infinity;
      if (entry && age < options.freshMs) {
        // Most recently used: moved to the end, the last the size bound drops.
        kept.delete(key);
        kept.set(key, entry);
        return entry.page;
      }
      if (entry && age < options.freshMs + options.staleMs) {
        // Drawn again behind this answer; a failed redraw keeps the old page until it is too old.
        if (!drawing.has(key)) draw(key, build).catch(() => undefined);
        return entry.page;
      }
      if (entry) kept.delete(key);
      return draw(key, build);
    },
    /** How many pages are kept (tests, diagnostics). */
    size: () => kept.size,
  };
}

export type GuestPageCache = ReturnType<typeof createGuestPageCache>;

/** A page whose compressed forms are made on first demand and kept with it. */
export function cachedPage(status: number, html: string): CachedPage {
  const made = new Map<PageEncoding, Promise<Buffer>>();
  return {
    status,
    html,
    encoded(encoding) {
      let body = made.get(encoding);
      if (!body) {
        const raw = Buffer.from(html);
        body =
          encoding === 'br'
            ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_PAGE_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
            : encoding === 'gzip'
              ? gzipped(raw, { level: GZIP_PAGE_LEVEL })
              : Promise.resolve(raw);
        made.set(encoding, body);
      }
      return body;
    },
  };
}

/** Cookies a guest page never depends on (written by the browser for later requests): left out of the key. */
const NEUTRAL_COOKIES = new Set(['stag', 'affb_id', 'csrf_token']);

/**
 * Everything a guest page is drawn from, as one key: the build, the address (query included), the host, the
 * device and what the page reads of the user agent (`agent`: whether it is a search engine's, which sees every
 * studio, spec §6; `runtime.userAgent` says so to plugin authors), and exactly the headers the host forwards to
 * the platform for it (`forwarded`: the country headers and `X-Forwarded-For`, so the platform's geo answer is
 * the same; the cookies but for those known to change nothing). A visitor with any other cookie gets pages of
 * their own, never someone else's.
 */
export function guestPageKey(input: { build: string; host: string; url: string; device: string; agent: 'bot' | 'person'; forwarded: Record<string, string> }): string {
  const headers = Object.entries(input.forwarded)
    .filter(([name]) => name !== 'host' && name !== 'accept-language')
    .map(([name, value]) => [name, name === 'cookie' ? keyCookies(value) : value])
    .filter(([, value]) => value !== '')
    .sort(([a], [b]) => (a! < b! ? -1 : 1));
  return JSON.stringify([input.build, input.host, input.url, input.device, input.agent, headers]);
}

function keyCookies(header: string): string {
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !NEUTRAL_COOKIES.has(part.split('=', 1)[0]!))
    .sort()
    .join('; ');
}

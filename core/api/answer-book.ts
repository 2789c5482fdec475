/**
 * The answers of a server-rendered page's read calls (issue 14). On the server the renderer's API client records
 * every read it makes (`record`); the page carries them (`schemas/boot` `rendered.answers`); in the browser the
 * same calls made while the page hydrates are answered from them once each (`replay`), so hydration draws the
 * server's data without asking the platform again. A later call of the same read goes to the network as usual.
 *
 * Raw bodies are kept, not parsed values: a replayed answer goes through the call's wire schema like any other.
 */
export interface AnswerBook {
  /** A recorded body for this read, taken out of the book (replay); `undefined` when there is none. */
  take(key: string): { body: unknown } | undefined;
  /** Notes a read's successful body (record). */
  put(key: string, body: unknown): void;
  /** What was recorded, for the page. */
  entries(): Record<string, unknown>;
  /**
   * Records nothing more: the server renderer stops after its boot, since what blocks read while rendering travels
   * as their values (`rendered.loaded`), not as the answers behind them.
   */
  stop(): void;
}

/** A read call's identity: method, path with query, and the JSON it sends (a POST that only reads, `games_filter`). */
export function answerKey(method: string, url: URL, json: unknown): string {
  return `${method.toUpperCase()} ${url.pathname}${url.search}${json === undefined ? '' : ` ${JSON.stringify(json)}`}`;
}

/**
 * The server's book: records, never answers (each render asks the platform; the host's caches sit below it).
 * `skip` leaves out reads the browser makes anyway from its cache (the messages file, preloaded with the page).
 */
export function recordingBook(skip: (key: string) => boolean = () => false): AnswerBook {
  const recorded: Record<string, unknown> = {};
  let recording = true;
  return {
    take: () => undefined,
    put(key, body) {
      if (recording && !skip(key)) recorded[key] = body;
    },
    entries: () => ({ ...recorded }),
    stop() {
      recording = false;
    },
  };
}

/** The browser's book: the page's recorded answers, each given once. */
export function replayBook(answers: Record<string, unknown>): AnswerBook {
  const left = new Map(Object.entries(answers));
  return {
    take(key) {
      if (!left.has(key)) return undefined;
      const body = left.get(key);
      left.delete(key);
      return { body };
    },
    put: () => undefined,
    entries: () => Object.fromEntries(left),
    stop: () => undefined,
  };
}

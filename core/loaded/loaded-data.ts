/**
 * Data a component reads while it renders (`useLoaded`, React's `use`): one promise per key and runtime, so every
 * render of the key reads the same answer, the server renderer waits for it inside the page's Suspense boundaries
 * (issue 14), and the browser draws it on return without a skeleton. A promise carries React's thenable fields
 * (`status`, `value`), so a fulfilled one is read synchronously, without suspending.
 *
 * Per runtime, never per module: on the server each request has its own runtime, so nothing of one visitor's page
 * reaches another's.
 */
export interface LoadedData {
  /**
   * The key's promise: the kept one while it is fresh (or pending), else a new `load()`. With `whenFailed`, a failed
   * load answers `whenFailed.value` (the block's empty or error state) instead of rejecting, and that answer is kept
   * only as briefly as a failure (`FAILED_KEPT_MS`): the next mount after it asks again.
   */
  read<T>(key: string, load: () => Promise<T>, whenFailed?: { value: T }): Promise<T>;
  /** Drops every kept answer (a session change: what a guest was shown may differ for a player). */
  clear(): void;
  /** Every fulfilled value by key: what a server-rendered page drew, serialised into it. */
  snapshot(): Record<string, unknown>;
  /** The keys of the snapshot whose value stands for a failed read (`whenFailed`): kept briefly on the other side too. */
  failedKeys(): string[];
}

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** How long a fulfilled answer is drawn again without asking: a lobby revisited within it shows no skeleton. */
export const LOADED_MAX_AGE_MS = 5 * 60_000;
/** How long a failed read is kept (shown by the block's boundary) before a new mount asks again. */
export const FAILED_KEPT_MS = 5_000;

/** A promise React reads as already fulfilled (`use` returns its value without suspending). */
function fulfilled<T>(value: T): Tracked<T> {
  const promise = Promise.resolve(value) as Tracked<T>;
  promise.status = 'fulfilled';
  promise.value = value;
  return promise;
}

/**
 * `seed`: the values a server-rendered page was drawn with (by key), so the browser's hydrating render reads them
 * synchronously: the same markup in one pass, no request. `seedFailed`: those of its keys that stand for a failed
 * read (drawn the same, then asked again on a later mount).
 */
export function createLoadedData(seed: Record<string, unknown> = {}, now: () => number = Date.now, maxAgeMs = LOADED_MAX_AGE_MS, seedFailed: readonly string[] = []): LoadedData {
  // A pending promise is always the one to wait for; a fulfilled one is drawn again while fresh; a failure is kept a
  // moment, so the block's error boundary shows it (React renders the block again once its promise settles, and a
  // new read right then would start the same failing call again and again), and a later mount asks again.
  type Entry = { promise: Tracked<unknown>; at: number; failed: boolean };
  const isCurrent = (entry: Entry, at: number) =>
    entry.promise.status === 'pending' || at - entry.at < (entry.promise.status === 'rejected' || entry.failed ? FAILED_KEPT_MS : maxAgeMs);
  const failedSeed = new Set(seedFailed);
  const kept = new Map<string, Entry>(Object.entries(seed).map(([key, value]) => [key, { promise: fulfilled(value), at: now(), failed: failedSeed.has(key) }]));
  return {
    read<T>(key: string, load: () => Promise<T>, whenFailed?: { value: T }): Promise<T> {
      const entry = kept.get(key);
      if (entry && isCurrent(entry, now())) return entry.promise as Tracked<T>;
      let failed = false;
      const promise = (
        whenFailed
          ? load().catch(() => {
              failed = true;
              return whenFailed.value;
            })
          : load()
      ) as Tracked<T>;
      promise.status = 'pending';
      const record: Entry = { promise: promise as Tracked<unknown>, at: now(), failed: false };
      kept.set(key, record);
      promise.then(
        (value) => {
          promise.status = 'fulfilled';
          promise.value = value;
          record.at = now();
          record.failed = failed;
        },
        (reason: unknown) => {
          promise.status = 'rejected';
          promise.reason = reason;
          record.at = now();
        },
      );
      return promise;
    },
    clear() {
      kept.clear();
    },
    snapshot() {
      const values: Record<string, unknown> = {};
      for (const [key, { promise }] of kept) if (promise.status === 'fulfilled') values[key] = promise.value;
      return values;
    },
    failedKeys() {
      return [...kept].filter(([, entry]) => entry.failed && entry.promise.status === 'fulfilled').map(([key]) => key);
    },
  };
}

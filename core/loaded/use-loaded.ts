import { use, useEffect, useState } from 'react';
import { useCoreRuntime } from '../react/runtime-context';

/**
 * Data read while rendering: suspends until `load()` answers (the nearest Suspense boundary shows its fallback,
 * every plugin contribution has one), then returns the answer. The server renderer waits for it, so the page's
 * HTML carries the data; the calls it made travel with the page and answer the browser's same calls while it
 * hydrates (`core/api/answer-book.ts`): the browser draws the same thing without asking the platform again.
 *
 * `key` names the data in this runtime: the plugin, what it is, and every input `load` uses (locale, device…).
 * `options.failed`: what the block draws when the read fails (its empty or error state) instead of throwing to its
 * boundary, e.g. a footer block that must not cost the server its page; that state is asked again on a later
 * mount, after `FAILED_KEPT_MS`, rather than kept like an answer.
 */
export function useLoaded<T>(key: string, load: () => Promise<T>, options?: { failed: T }): T {
  return use(useCoreRuntime().loaded.read(key, load, options && { value: options.failed }));
}

/** What `useLoadedSoon` gives: the value once it is there. */
export type Soon<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

/**
 * The same data without suspending in the browser, for blocks outside a Suspense boundary of their own (menus in
 * the header, whose items may arrive a moment later): `loading` until the answer is there, then `ready`. The
 * server renderer waits for it (a drawn page is complete), and its value travels with the page like `useLoaded`'s,
 * so the hydrating render has it at once.
 */
export function useLoadedSoon<T>(key: string, load: () => Promise<T>): Soon<T> {
  const runtime = useCoreRuntime();
  const promise = runtime.loaded.read(key, load) as Tracked<T>;
  const [, settled] = useState(0);
  // What this render saw: a promise settling before the effect runs still wakes the block (`then` of a settled one).
  const seen = promise.status;
  useEffect(() => {
    if (seen !== 'pending') return;
    let live = true;
    const wake = () => live && settled((n) => n + 1);
    promise.then(wake, wake);
    return () => {
      live = false;
    };
  }, [promise, seen]);
  if (runtime.onServer) return { status: 'ready', value: use(promise as Promise<T>) };
  if (promise.status === 'fulfilled') return { status: 'ready', value: promise.value as T };
  return promise.status === 'rejected' ? { status: 'failed' } : { status: 'loading' };
}

/** One address: what the router matches on and what `history.state` carries (popup routes keep `from` there). */
export interface NavigationLocation {
  pathname: string;
  /** With its leading `?`, or empty. */
  search: string;
  /** With its leading `#`, or empty. */
  hash: string;
  state: unknown;
}

/**
 * Where the runtime reads and changes the address: the one source of location for the router, the shell and
 * plugins. The browser and memory (tests, the server renderer) plug in here.
 */
export interface Navigation {
  /** The current address; the same object until the address changes (safe as a `useSyncExternalStore` snapshot). */
  current(): NavigationLocation;
  go(to: string, options?: { replace?: boolean; state?: unknown }): void;
  back(): void;
  /** Called after every change of address, whoever made it; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** A navigation with its history in memory, for tests and the server renderer. */
export interface MemoryNavigation extends Navigation {
  /** The addresses back to the first, oldest first and ending at the current one (`pathname + search + hash`). */
  entries(): string[];
}

function listenerSet() {
  const listeners = new Set<() => void>();
  return {
    add(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    notify: () => listeners.forEach((listener) => listener()),
    get size() {
      return listeners.size;
    },
  };
}

/**
 * The browser's address bar. `window` is read only when called, never at import (server rendering, DESIGN §10).
 * Changes are noticed from `popstate`, `hashchange` and, for code that calls `history.pushState` or
 * `replaceState` itself, the `pushState`/`replaceState` events wouter's browser module patches `history` to send.
 * `base` (guest mode's `/guest`) stays in the address bar and out of the paths the app sees.
 */
export function browserNavigation(base = ''): Navigation {
  const listeners = listenerSet();
  let last: NavigationLocation | null = null;
  // Under a base path (guest mode's `/guest`), the app sees paths without it and every change keeps it.
  const strip = (pathname: string) => (base && (pathname === base || pathname.startsWith(`${base}/`)) ? pathname.slice(base.length) || '/' : pathname);
  const keep = (to: string) => (base && to.startsWith('/') && !to.startsWith('//') ? (to === '/' ? `${base}/` : `${base}${to}`) : to);
  const events = ['popstate', 'hashchange', 'pushState', 'replaceState'] as const;
  const onChange = () => listeners.notify();
  return {
    current() {
      const { search, hash } = window.location;
      const pathname = strip(window.location.pathname);
      const state: unknown = window.history.state;
      if (last && last.pathname === pathname && last.search === search && last.hash === hash && last.state === state) return last;
      return (last = { pathname, search, hash, state });
    },
    go(to, options = {}) {
      window.history[options.replace ? 'replaceState' : 'pushState'](options.state ?? null, '', keep(to));
      // Also told directly: the patched `history` events are wouter's, not a promise of the platform.
      listeners.notify();
    },
    back: () => window.history.back(),
    subscribe(listener) {
      if (listeners.size === 0) events.forEach((event) => window.addEventListener(event, onChange));
      const remove = listeners.add(listener);
      return () => {
        remove();
        if (listeners.size === 0) events.forEach((event) => window.removeEventListener(event, onChange));
      };
    },
  };
}

/** Splits an address (absolute, or relative to `base`: `?q=1`, `#faq`) into pathname, search and hash. */
function parse(to: string, base: string): Omit<NavigationLocation, 'state'> {
  const url = new URL(to, new URL(base, 'http://memory.invalid'));
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

const addressOf = (location: NavigationLocation) => location.pathname + location.search + location.hash;

/** An address history in memory, starting at `initialUrl` (`/de/pokies?q=1#top`). No `window` is touched. */
export function memoryNavigation(initialUrl = '/', initialState: unknown = null): MemoryNavigation {
  const listeners = listenerSet();
  const stack: NavigationLocation[] = [{ ...parse(initialUrl, '/'), state: initialState }];
  let index = 0;
  return {
    current: () => stack[index]!,
    go(to, options = {}) {
      const next = { ...parse(to, addressOf(stack[index]!)), state: options.state ?? null };
      if (options.replace) stack[index] = next;
      else {
        stack.splice(index + 1, stack.length, next);
        index += 1;
      }
      listeners.notify();
    },
    back() {
      if (index === 0) return;
      index -= 1;
      listeners.notify();
    },
    subscribe: (listener) => listeners.add(listener),
    entries: () => stack.slice(0, index + 1).map(addressOf),
  };
}

/** Where the runtime reads and changes the address; the browser and tests (memory) plug in here. */
export interface Navigation {
  current(): { pathname: string; search: string; hash: string; state: unknown };
  go(to: string, options?: { replace?: boolean; state?: unknown }): void;
}

export function browserNavigation(): Navigation {
  return {
    current: () => ({
      pathname: window.location.pathname,
      search: window.location.search,
      hash: window.location.hash,
      state: window.history.state,
    }),
    go(to, options = {}) {
      const method = options.replace ? 'replaceState' : 'pushState';
      window.history[method](options.state ?? null, '', to);
      // wouter's browser location hook listens to these events.
      window.dispatchEvent(new Event(method));
    },
  };
}

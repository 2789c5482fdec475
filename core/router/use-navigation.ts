import { useSyncExternalStore } from 'react';
import type { Navigation, NavigationLocation } from '../runtime/navigation';

/**
 * One part of the current address, re-rendering when it changes. `select` must return a primitive (or an
 * object that stays the same while the address does): it is the `useSyncExternalStore` snapshot. The same
 * reader serves the server render, where the navigation is a memory one at the request's URL.
 */
export function useNavigationProperty<T>(navigation: Navigation, select: (location: NavigationLocation) => T): T {
  const read = () => select(navigation.current());
  return useSyncExternalStore(navigation.subscribe, read, read);
}

/** The page a popup route was opened from, kept in history state by `runtime.navigate` (`{ from }`). */
export function useOpenedFrom(navigation: Navigation): string | null {
  return useNavigationProperty(navigation, (location) => {
    const from = (location.state as { from?: unknown } | null)?.from;
    return typeof from === 'string' ? from : null;
  });
}

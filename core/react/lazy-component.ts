import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Lazy } from '../plugin/contributions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a cache over components of any props
type AnyComponent = ComponentType<any>;
const cache = new WeakMap<object, LazyExoticComponent<AnyComponent>>();
/** Components whose module already arrived (`preloadComponent`): rendered directly, without suspending. */
const resolved = new WeakMap<object, AnyComponent>();

/**
 * One React.lazy per `load` function, so a contribution keeps its component identity across renders. A
 * component preloaded before the first render is returned as is: React.lazy would suspend once even for a
 * module already in memory, and a header block drawn a frame late pushes the page down.
 */
export function lazyComponent<P>(load: Lazy<P>): ComponentType<P> {
  const ready = resolved.get(load);
  if (ready) return ready as ComponentType<P>;
  let component = cache.get(load);
  if (!component) {
    component = lazy(load as () => Promise<{ default: AnyComponent }>);
    cache.set(load, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}

/** Loads a contribution's module ahead of rendering; a failure is left for the render to report. */
export async function preloadComponent<P>(load: Lazy<P>): Promise<void> {
  try {
    const module = await load();
    // Already rendered through React.lazy: keep that identity (switching would remount the block).
    if (!cache.has(load)) resolved.set(load, module.default as AnyComponent);
  } catch {
    // the lazy render path loads it again and its error boundary reports the failure
  }
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { Lazy } from '../plugin/contributions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a cache over components of any props
type AnyComponent = ComponentType<any>;
const cache = new WeakMap<object, LazyExoticComponent<AnyComponent>>();

/** One React.lazy per `load` function, so a contribution keeps its component identity across renders. */
export function lazyComponent<P>(load: Lazy<P>): LazyExoticComponent<ComponentType<P>> {
  let component = cache.get(load);
  if (!component) {
    component = lazy(load as () => Promise<{ default: AnyComponent }>);
    cache.set(load, component);
  }
  return component as LazyExoticComponent<ComponentType<P>>;
}

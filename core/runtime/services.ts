import type { Runtime } from './types';

/** Typed services plugins expose to each other without importing each other (DESIGN §3). */
export interface ServiceKey<T> {
  readonly name: string;
  /** Phantom field: carries the type only. */
  readonly _type?: T;
}

export function defineService<T>(name: string): ServiceKey<T> {
  return { name };
}

export function createServiceRegistry() {
  const services = new Map<string, unknown>();
  return {
    expose<T>(key: ServiceKey<T>, value: T) {
      if (services.has(key.name)) throw new Error(`Service "${key.name}" is already exposed`);
      services.set(key.name, value);
    },
    get<T>(key: ServiceKey<T>): T | undefined {
      return services.get(key.name) as T | undefined;
    },
  };
}
export type ServiceRegistry = ReturnType<typeof createServiceRegistry>;

/**
 * A per-runtime object (an API client, actions) built on first use rather than in `setup`: the module that
 * defines it is imported by the lazy pages, components and lifecycle taps that call it, so its code and the
 * wire schemas behind it stay out of the plugin's entry chunk (DESIGN §3). One instance per runtime, as if
 * setup had built it; keyed weakly, so a finished runtime (a test, a server render) takes its objects along.
 */
export function lazyService<T>(build: (runtime: Runtime) => T): (runtime: Runtime) => T {
  const built = new WeakMap<Runtime, T>();
  return (runtime) => {
    if (!built.has(runtime)) built.set(runtime, build(runtime));
    return built.get(runtime) as T;
  };
}

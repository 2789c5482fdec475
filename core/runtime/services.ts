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

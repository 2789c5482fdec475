import type { ServiceContract } from '@schemas/contracts/define-contract';

/**
 * Services plugins expose to each other (and to the core) without importing each other (DESIGN §3), by the
 * contracts of `schemas/contracts/services.ts`. Each is built on first use, once per runtime.
 */
export function createServiceRegistry() {
  const builders = new Map<string, () => unknown>();
  const built = new Map<string, unknown>();
  return {
    expose<T>(contract: ServiceContract<T>, build: () => T) {
      if (builders.has(contract.name)) throw new Error(`Service "${contract.name}" is already exposed`);
      builders.set(contract.name, build);
    },
    get<T>(contract: ServiceContract<T>): T | undefined {
      if (!built.has(contract.name)) {
        const build = builders.get(contract.name);
        if (!build) return undefined;
        built.set(contract.name, build());
      }
      return built.get(contract.name) as T;
    },
  };
}
export type ServiceRegistry = ReturnType<typeof createServiceRegistry>;

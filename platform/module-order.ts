import type { PlatformModuleDef } from './module';

/** The name the platform core's own migrations are recorded under; no module may take it. */
export const CORE_MODULE = 'platform';

/**
 * The modules in dependency order: each after everything it `dependsOn`, otherwise in the order given (so
 * the order is stable and readable). Refuses, naming the culprits, duplicate names, dependencies on
 * modules not in the list, and cycles.
 */
export function orderModules<M extends PlatformModuleDef>(modules: readonly M[]): M[] {
  const byName = new Map<string, M>();
  for (const module of modules) {
    if (module.name === CORE_MODULE) throw new Error(`module name "${CORE_MODULE}" is reserved for the platform core`);
    if (byName.has(module.name)) throw new Error(`two platform modules are named "${module.name}"`);
    byName.set(module.name, module);
  }
  for (const module of modules) {
    for (const dependency of module.dependsOn ?? []) {
      if (!byName.has(dependency)) throw new Error(`platform module "${module.name}" depends on "${dependency}", which is not in the module list`);
    }
  }
  const ordered: M[] = [];
  const placed = new Set<string>();
  while (ordered.length < modules.length) {
    const next = modules.find((m) => !placed.has(m.name) && (m.dependsOn ?? []).every((d) => placed.has(d)));
    if (!next) throw new Error(`platform modules depend on each other in a cycle: ${describeCycle(modules, placed)}`);
    ordered.push(next);
    placed.add(next.name);
  }
  return ordered;
}

/** `module` and everything it needs, transitively, in dependency order (a module installed on its own). */
export function withDependencies<M extends PlatformModuleDef>(name: string, modules: readonly M[]): M[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const needed = new Set<string>();
  const visit = (current: string) => {
    if (needed.has(current)) return;
    const module = byName.get(current);
    if (!module) throw new Error(`unknown platform module "${current}"`);
    needed.add(current);
    for (const dependency of module.dependsOn ?? []) visit(dependency);
  };
  visit(name);
  return orderModules(modules.filter((m) => needed.has(m.name)));
}

/** One cycle among the modules not yet placed, as `a -> b -> a`. */
function describeCycle(modules: readonly PlatformModuleDef[], placed: ReadonlySet<string>): string {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const start = modules.find((m) => !placed.has(m.name))!;
  const path: string[] = [];
  let current: PlatformModuleDef | undefined = start;
  // Follow unplaced dependencies until a module repeats: every unplaced module has at least one.
  while (current && !path.includes(current.name)) {
    path.push(current.name);
    const dependency: string | undefined = (current.dependsOn ?? []).find((d) => !placed.has(d));
    current = dependency === undefined ? undefined : byName.get(dependency);
  }
  if (!current) return path.join(' -> ');
  return [...path.slice(path.indexOf(current.name)), current.name].join(' -> ');
}

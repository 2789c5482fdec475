import type { MenuEntry, MenuName } from '../plugin/contributions';
import { useCoreRuntime, useRegistry, useVisibility } from '../react/runtime-context';

/**
 * A menu's entries in `order`: static items that pass `when`, plus entries from data-driven sources.
 * Sources are React hooks registered at setup; the registry is frozen, so the hook order never changes (a plugin
 * with a menu source always starts before the first render, `core/plugin/first-paint.ts`, so none arrives later).
 */
export function useMenu(menu: MenuName): MenuEntry[] {
  const runtime = useCoreRuntime();
  const visibility = useVisibility();
  const items: MenuEntry[] = useRegistry().menuItems.filter((item) => item.menu === menu && (!item.when || item.when(visibility)));
  for (const source of runtime.registry.menuSources) {
    if (source.menu !== menu) continue;
    // eslint-disable-next-line react-hooks/rules-of-hooks -- the registry is frozen: same hooks, same order, every render
    const entries = useSourceEntries(source.useEntries, runtime.log, `${source.pluginId}:${source.id}`);
    items.push(...entries.map((entry) => ({ ...entry, order: source.order + entry.order / 1000 })));
  }
  return items.sort((a, b) => a.order - b.order);
}

// Called in a loop over the frozen registry: the same hooks run in the same order on every render.
function useSourceEntries(useEntries: () => MenuEntry[], log: { once: (k: string, c: string, d?: unknown) => void }, owner: string) {
  try {
    return useEntries();
  } catch (error) {
    // React's signal that a hook is waiting for data (`use`, the server renderer's menus): it must go up to React.
    if (isSuspenseSignal(error)) throw error;
    log.once(`menu:${owner}`, 'PLUGIN_RENDER_ERROR', { owner, error: String(error) });
    return [];
  }
}

/**
 * React's `use` interrupts a render by throwing its own error (development: "Suspense Exception…", production:
 * minified error 460); a hook's caller that catches errors must let it through. React exports no way to tell it.
 */
export function isSuspenseSignal(error: unknown): boolean {
  return error instanceof Error && (error.message.startsWith('Suspense Exception') || /error #460\b/.test(error.message));
}

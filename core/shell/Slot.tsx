import { lazyComponent } from '../react/lazy-component';
import { useNearViewport } from '../react/use-near-viewport';
import { Contained } from '../react/Contained';
import { useRuntime, useVisibility } from '../react/runtime-context';
import type { SlotProps } from '../plugin/contributions';

/**
 * Where plugins put blocks into places they don't own: the shell's (`header.actions`, `footer.blocks`…)
 * and other plugins' (`lobby.rows`, `profile.level`…). Renders nothing when no plugin fills it.
 */
export function Slot({ name, props = {}, deferUntilVisible = false }: { name: string; props?: SlotProps; deferUntilVisible?: boolean }) {
  const runtime = useRuntime();
  const visibility = useVisibility();
  const entries = runtime.registry.slots.filter((s) => s.slot === name && (!s.when || s.when(visibility)));
  const [near, ref] = useNearViewport(!deferUntilVisible);
  if (!near) return entries.length ? <div ref={ref} data-slot-pending={name} style={{ minHeight: 1 }} /> : null;
  return (
    <>
      {entries.map((entry) => {
        const Block = lazyComponent(entry.load);
        return (
          <Contained key={`${entry.pluginId}:${entry.id}`} owner={`${entry.pluginId}:${entry.id}`} log={runtime.log}>
            <Block {...props} />
          </Contained>
        );
      })}
    </>
  );
}

export function useSlotFilled(name: string): boolean {
  const runtime = useRuntime();
  const visibility = useVisibility();
  return runtime.registry.slots.some((s) => s.slot === name && (!s.when || s.when(visibility)));
}

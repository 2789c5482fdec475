import type { NoProps, SlotContract } from '@schemas/contracts/define-contract';
import { lazyComponent } from '../react/lazy-component';
import { useNearViewport } from '../react/use-near-viewport';
import { Contained } from '../react/Contained';
import { useCoreRuntime, useRegistry, useVisibility } from '../react/runtime-context';

type SlotHostProps<P extends object> = { contract: SlotContract<P>; deferUntilVisible?: boolean } & (object extends P ? { props?: P } : { props: P });

/**
 * Where plugins put blocks into places they don't own: the shell's (`HEADER_ACTIONS`, `FOOTER_BLOCKS`…) and
 * other plugins' (`LOBBY_ROWS`, `PROFILE_LEVEL`…), by the contracts of `schemas/contracts/slots.ts`, so the
 * props the host passes are the props the blocks take. Renders nothing when no plugin fills it.
 */
export function Slot<P extends object = NoProps>({ contract, props, deferUntilVisible = false }: SlotHostProps<P>) {
  const runtime = useCoreRuntime();
  const registry = useRegistry();
  const visibility = useVisibility();
  const name = contract.name;
  const entries = registry.slots.filter((s) => s.slot === name && (!s.when || s.when(visibility)));
  const [near, ref] = useNearViewport(!deferUntilVisible);
  if (!near) return entries.length ? <div ref={ref} data-slot-pending={name} style={{ minHeight: 1 }} /> : null;
  return (
    <>
      {entries.map((entry) => {
        const Block = lazyComponent(entry.load);
        return (
          <Contained key={`${entry.pluginId}:${entry.id}`} owner={`${entry.pluginId}:${entry.id}`} log={runtime.log}>
            <Block {...((props ?? {}) as object)} />
          </Contained>
        );
      })}
    </>
  );
}

// Generic in the props: contracts are invariant in them, so a slot with props (`game.panel`) is not a `SlotContract<object>`.
export function useSlotFilled<P extends object>(contract: SlotContract<P>): boolean {
  const registry = useRegistry();
  const visibility = useVisibility();
  return registry.slots.some((s) => s.slot === contract.name && (!s.when || s.when(visibility)));
}

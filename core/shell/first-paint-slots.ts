import { BOTTOM_BAR_ACTION, HEADER_ACTIONS, HEADER_NOTICE, SHELL_BELOW_HEADER, SHELL_TOP } from '@schemas/contracts/slots';
import { preloadComponent } from '../react/lazy-component';
import type { VisibilityContext } from '../plugin/contributions';
import type { Runtime } from '../runtime/types';

/** Slots the shell draws above the page on every screen: a block arriving late there moves everything. */
export const FIRST_PAINT_SLOTS = [SHELL_TOP, HEADER_ACTIONS, HEADER_NOTICE, SHELL_BELOW_HEADER, BOTTOM_BAR_ACTION].map((slot) => slot.name);

/**
 * Loads the components of those slots (as the visitor will see them) before the first render, so they are
 * drawn in it. Plugins ship them in their entry chunk (`webpackMode: "eager"`), or, when only a signed-in visitor
 * sees them, in a `player-<id>` chunk the host adds to such a visitor's boot script: either way no request.
 */
export function preloadFirstPaintSlots(runtime: Runtime): Promise<void> {
  return preloadSlots(runtime, FIRST_PAINT_SLOTS, runtime.visibility());
}

/** Loads the blocks the visitor would see in the named slots; settles when all arrived (or failed). */
export function preloadSlots(runtime: Runtime, names: readonly string[], visibility: VisibilityContext): Promise<void> {
  const loads = runtime.registry.slots
    .filter((slot) => names.includes(slot.slot) && (!slot.when || slot.when(visibility)))
    .map((slot) => preloadComponent(slot.load));
  return Promise.all(loads).then(() => undefined);
}

import * as z from 'zod/mini';
import { defineManifest } from '@core/plugin/define';
import { PROFILE_GIFTS } from '@schemas/contracts/slots';

export const lootboxesOptionsSchema = z.object({
  /**
   * Box groups this section leaves out because another screen opens them: by default the prize wheel's spins
   * (spec part 2 §9: lootbox-type gift groups `wheel`, `manual_wheel`), which the wheel plugin's pages spin.
   */
  hiddenGroups: z._default(z.array(z.string()), ['wheel', 'manual_wheel']),
});
export type LootboxesOptions = z.infer<typeof lootboxesOptionsSchema>;

/**
 * Lootboxes (spec part 2 §3, §4, §7; issue 12): the player's boxes in the profile's gifts tab, above the gifts
 * (spec part 2 §9 counts lootboxes among the gift types), opened with an animation that lands on the item the
 * platform drew; the prize is a new gift below. Expired boxes are shown as such. Everything it draws is lazy.
 */
export const lootboxesManifest = defineManifest({
  id: 'lootboxes',
  options: lootboxesOptionsSchema,
  contributes: {
    slots: {
      boxes: { slot: PROFILE_GIFTS, order: 50, visible: { signedIn: true } },
    },
    // WIRE.md: `lootboxes_changes` carries the whole box.
    realtime: {
      changes: { channel: 'lootboxes_changes', scope: 'private', event: 'lootboxes_changes' },
    },
  },
});

/** Found by the plugin catalog (`plugins/index.ts`) without a line of its own. */
export default lootboxesManifest;

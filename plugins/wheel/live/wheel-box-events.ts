import { defineRealtimeHandler, stateOf } from '@core/index';
import { lootboxesChangesEventSchema } from '@schemas/wire/lootboxes';
import { wheelState } from '../state';

/**
 * `lootboxes_changes` (the whole box): a spin granted, taken in another tab or expired at midnight moves the page
 * and the bookmark. Boxes of other groups are kept too (harmless: the wheel reads its groups only).
 */
export default defineRealtimeHandler(lootboxesChangesEventSchema, (box, runtime) => {
  stateOf(runtime, wheelState).putBox(box);
});

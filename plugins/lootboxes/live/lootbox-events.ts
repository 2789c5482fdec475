import { defineRealtimeHandler, stateOf } from '@core/index';
import { lootboxesChangesEventSchema } from '@schemas/wire/lootboxes';
import { lootboxesState } from '../state';

/**
 * `lootboxes_changes` (WIRE.md: the whole box): a box issued, opened elsewhere or expired moves in the section
 * without a reload. Loaded on the channel's first event, so the schema is not in the entry.
 */
export default defineRealtimeHandler(lootboxesChangesEventSchema, (box, runtime) => {
  stateOf(runtime, lootboxesState).putBox(box);
});

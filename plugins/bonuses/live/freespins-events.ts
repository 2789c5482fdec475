import { defineRealtimeHandler, stateOf } from '@core/index';
import { playerFreespinsSchema } from '@schemas/wire/bonuses';
import { ensureReceived } from '../actions';
import { bonusesState } from '../state';

/** `freespins_changes` (WIRE.md: the whole changed pack): spins left and winnings follow play live. */
export default defineRealtimeHandler(playerFreespinsSchema, (pack, runtime) => {
  stateOf(runtime, bonusesState).putFreespins(pack);
  void ensureReceived(runtime);
});

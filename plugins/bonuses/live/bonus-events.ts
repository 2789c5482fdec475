import { defineRealtimeHandler, stateOf } from '@core/index';
import { playerBonusSchema } from '@schemas/wire/bonuses';
import { ensureReceived } from '../actions';
import { bonusesState } from '../state';

/**
 * `bonuses_changes` (WIRE.md: the whole changed bonus): every screen showing it — the gifts tab's bar, the game
 * page's panel, the balance dropdown, the header counter — renders from the store, so they move without a reload.
 * Loaded on the channel's first event: the schema is not in the entry. The first event also reads the counter's
 * list if the header has not yet (a new gift arrived before the idle load).
 */
export default defineRealtimeHandler(playerBonusSchema, (bonus, runtime) => {
  stateOf(runtime, bonusesState).putBonus(bonus);
  void ensureReceived(runtime);
});

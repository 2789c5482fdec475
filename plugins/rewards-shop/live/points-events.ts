import { defineRealtimeHandler, stateOf } from '@core/index';
import { compsAwardEventSchema } from '@schemas/wire/comp-points';
import { shopState } from '../state';

/**
 * `comps_award` (the player's points after a bet earned some or an exchange spent some): the balance line, the
 * bookmark and the shop read the store, so they move without a reload.
 */
export default defineRealtimeHandler(compsAwardEventSchema, (points, runtime) => {
  const store = stateOf(runtime, shopState);
  store.setPoints(points);
  store.state.pointsLoad = 'ready';
});

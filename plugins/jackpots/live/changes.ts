import { defineRealtimeHandler, stateOf } from '@core/index';
import { jackpotChangesEventSchema } from '@schemas/wire/jackpots';
import { amountsState } from '../state';

/**
 * `jackpots_changes` (public, about once a second per jackpot): each level's amount in the currency on screen goes
 * into that level's store; only the amounts subscribed to those levels re-render. A tick without the currency on
 * screen (a currency the platform cannot show) changes nothing.
 */
export default defineRealtimeHandler(jackpotChangesEventSchema, (event, runtime) => {
  const store = stateOf(runtime, amountsState);
  const currency = store.currency();
  if (!currency) return;
  store.apply(
    event.levels.flatMap((level) => {
      const cents = level.amounts[currency] ?? (event.currency === currency ? level.amount_cents : undefined);
      return cents === undefined ? [] : [[level.id, cents] as const];
    }),
  );
});

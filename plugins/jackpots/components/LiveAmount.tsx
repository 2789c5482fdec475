import { useCallback, useSyncExternalStore } from 'react';
import { usePluginState, useRuntime } from '@core/index';
import { formatJackpot } from '../rules/format-jackpot';
import { amountsState } from '../state';

/**
 * One level's amount, 2 decimals, subscribed to that level's own store: a tick re-renders this text only.
 * `cents` is the list's amount, shown until the store knows the level.
 */
export function LiveAmount({ levelId, cents, currency, className }: { levelId: number; cents: number; currency: string; className?: string }) {
  const runtime = useRuntime();
  const store = usePluginState(amountsState);
  const subscribe = useCallback((listener: () => void) => store.subscribe(levelId, listener), [store, levelId]);
  const read = () => (store.currency() === currency ? store.get(levelId) : undefined);
  const live = useSyncExternalStore(subscribe, read, read);
  return (
    <span className={className} data-testid="jackpot-amount" data-level={levelId}>
      {formatJackpot(live ?? cents, currency, runtime.locale.current)}
    </span>
  );
}
